import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { graphql, HttpResponse } from 'msw';
import { MeDocument } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth-state';
import { adminUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { LANDING_LOADED, landingScreenHandlers } from '@/testing/landing-handlers';
import { renderRoute } from '@/testing/render';
import { AppLayout } from './app-layout';

/** The code of /held arrives when the test says. */
function heldRoute() {
  let resolve = () => undefined as void;
  const arrived = new Promise<void>((done) => (resolve = done));
  const lazy = async () => {
    await arrived;
    return { Component: () => <h1>保留画面</h1> };
  };
  return { lazy, resolve: () => resolve() };
}

describe('AppLayout', () => {
  it('marks the page busy, with the progress bar, while a navigation waits for its screen', async () => {
    const held = heldRoute();
    renderRoute('/start', [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { path: 'start', element: <Link to="/held">保留画面へ</Link> },
          { path: 'held', lazy: held.lazy },
        ],
      },
    ]);
    const main = await screen.findByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    await userEvent.click(screen.getByRole('link', { name: '保留画面へ' }));
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByRole('heading', { name: '保留画面' })).toBeInTheDocument();
    expect(main).not.toHaveAttribute('aria-busy');
  });

  it('shows the breadcrumb and footer on public screens', async () => {
    renderRoute('/login/building');

    const breadcrumb = within(await screen.findByRole('navigation', { name: 'パンくずリスト' }));
    // The lazy route sets its crumbs after the layout first renders: wait for them.
    expect(await breadcrumb.findByRole('link', { name: '非住宅版トップ' })).toHaveAttribute('href', '/building');
    expect(breadcrumb.getByText('ログイン')).toBeInTheDocument();

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      'https://www.example.or.jp/contact/',
    );
    expect(footer.getByText(new RegExp(`© 2002-${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('hides the breadcrumb on administrator routes', async () => {
    const admin = adminUserFixture();
    server.use(
      ...landingScreenHandlers,
      graphql.query(MeDocument, () =>
        HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user: admin } } }),
      ),
    );
    signIn(admin, 'house');
    renderRoute('/admin/links');

    expect(await screen.findByRole('navigation', { name: '管理者メニュー' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).not.toBeInTheDocument();
    expect(await screen.findByText(LANDING_LOADED.links)).toBeInTheDocument();
  });
});
