import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authState, signIn } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import { SITE_NAME } from '@rules/page-titles';
import { adminUserFixture, organizationUserFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { editionBadgeLabel, headerButtonsFor } from './header-state';
import { Header } from './header';

function Pathname() {
  return <output data-testid="pathname">{useLocation().pathname}</output>;
}

function accountMenu() {
  return within(screen.getByRole('navigation', { name: 'アカウントメニュー' }));
}

describe('Header', () => {
  it('shows the edition badge and only the provider login button when signed out', () => {
    publicStatus.set('building');
    renderWithProviders(<Header tabBarVisible={false} />, '/building/links');

    expect(screen.getByTestId('edition-badge')).toHaveTextContent('非住宅版');
    // A link: it opens in a new tab and works before the scripts run.
    expect(accountMenu().getByRole('link', { name: '情報提供事業者ログイン' })).toHaveAttribute(
      'href',
      '/login/building',
    );
    expect(accountMenu().queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
    expect(accountMenu().queryByRole('button', { name: 'パスワード変更' })).not.toBeInTheDocument();
    expect(accountMenu().queryByRole('link', { name: '公開ページ' })).not.toBeInTheDocument();
  });

  it('shows 住宅版 and the account buttons for a signed-in organization user', () => {
    signIn(organizationUserFixture(), 'house');
    renderWithProviders(<Header routeType="organization" tabBarVisible />, '/organization/organization');

    expect(screen.getByTestId('edition-badge')).toHaveTextContent('住宅版');
    for (const name of ['ログアウト', 'パスワード変更']) {
      expect(accountMenu().getByRole('button', { name })).toBeInTheDocument();
    }
    expect(accountMenu().getByRole('link', { name: '公開ページ' })).toHaveAttribute('href', '/house/links');
    expect(accountMenu().queryByRole('link', { name: '情報提供事業者ログイン' })).not.toBeInTheDocument();
  });

  it("follows 公開ページ in the app, showing the signed-in user's edition", async () => {
    publicStatus.set('building');
    signIn(organizationUserFixture(), 'house');
    renderWithProviders(
      <>
        <Header routeType="organization" tabBarVisible />
        <Pathname />
      </>,
      '/organization/organization',
    );

    await userEvent.click(accountMenu().getByRole('link', { name: '公開ページ' }));

    expect(screen.getByTestId('pathname')).toHaveTextContent('/house/links');
    expect(publicStatus.get()).toBe('house');
  });

  it('shows 管理者 for administrators and on admin routes', () => {
    signIn(adminUserFixture(), 'house');
    renderWithProviders(<Header tabBarVisible={false} />, '/house');
    expect(screen.getByTestId('edition-badge')).toHaveTextContent('管理者');

    expect(editionBadgeLabel(null, 'administrator', 'building')).toBe('管理者');
    expect(editionBadgeLabel(null, undefined, 'building')).toBe('非住宅版');
    // A signed-in user's role decides, not the area they opened.
    expect(editionBadgeLabel(organizationUserFixture(), 'administrator', 'building')).toBe('非住宅版');
  });

  it('derives the button flags from the user and the path', () => {
    expect(headerButtonsFor(null, '/login/house')).toEqual({
      publicPage: true,
      logout: false,
      passwordChange: false,
      providerLogin: false,
    });
    expect(headerButtonsFor(organizationUserFixture(), '/organization/links')).toEqual({
      publicPage: true,
      logout: true,
      passwordChange: true,
      providerLogin: false,
    });
  });

  it('password change copies the user with blank password fields', async () => {
    signIn(organizationUserFixture(), 'house');
    renderWithProviders(<Header routeType="organization" tabBarVisible />, '/organization/organization');

    await userEvent.click(screen.getByRole('button', { name: 'パスワード変更' }));

    expect(authState.get().user).toMatchObject({
      email: 'org@example.jp',
      password: '',
      newPassword: '',
      newPasswordConfirmation: '',
    });
  });

  it('links the title to /top as a document, so the server redirects it to the association', () => {
    renderWithProviders(<Header tabBarVisible={false} />, '/house');
    const title = screen.getByRole('link', { name: SITE_NAME });
    expect(title).toHaveAttribute('href', '/top');
    // A router link would cancel the click and navigate inside the SPA; a document link leaves it
    // to the browser. The window sees the click after React; cancelling it there keeps jsdom put.
    let cancelledByApp: boolean | undefined;
    const readAndCancel = (event: Event) => {
      cancelledByApp = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', readAndCancel);
    fireEvent.click(title);
    window.removeEventListener('click', readAndCancel);
    expect(cancelledByApp).toBe(false);
  });

  it('starts with 本文へスキップ, the first focusable element, linking to main', () => {
    renderWithProviders(<Header tabBarVisible={false} />, '/house');
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('本文へスキップ');
    expect(links[0]).toHaveAttribute('href', '#main');
  });

  it('marks the header as scrolling for a while after a scroll when no tab bar shows', async () => {
    renderWithProviders(<Header tabBarVisible={false} />, '/house');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolling');

    // Read at once inside act: waiting (findBy) on a busy machine can outlast the indicator's second.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolling', 'true');
  });
});
