import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminTabBar } from './admin-tab-bar';

function nav() {
  return within(screen.getByRole('navigation', { name: '管理者メニュー' }));
}

describe('AdminTabBar', () => {
  it('highlights the tab of the current path', () => {
    renderWithProviders(<AdminTabBar />, '/admin/links/3/delete');
    expect(nav().getByRole('link', { name: 'リンク管理' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: '事業者管理' })).not.toHaveAttribute('aria-current');
  });

  it('opening one fold closes the other', async () => {
    renderWithProviders(<AdminTabBar />, '/admin/organizations');
    const devices = nav().getByRole('button', { name: '機器管理' });
    const masters = nav().getByRole('button', { name: 'マスタ管理' });

    await userEvent.click(devices);
    expect(devices).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'ソーラーシステム' })).toHaveAttribute('href', '/admin/solar_systems');

    await userEvent.click(masters);
    expect(masters).toHaveAttribute('aria-expanded', 'true');
    expect(devices).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: '評価機関' })).toHaveAttribute('href', '/admin/evaluation_organizations');
    expect(nav().queryByRole('link', { name: 'ソーラーシステム' })).not.toBeInTheDocument();
  });

  it('clicking the overlay folds both', async () => {
    renderWithProviders(<AdminTabBar />, '/admin/organizations');
    await userEvent.click(nav().getByRole('button', { name: '機器管理' }));

    await userEvent.click(screen.getByTestId('tab-fold-overlay'));

    expect(nav().getByRole('button', { name: '機器管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('button', { name: 'マスタ管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('tab-fold-overlay')).not.toBeInTheDocument();
  });

  it('Escape folds the open fold and puts focus back on its button; tabbing out of the bar folds it', async () => {
    renderWithProviders(
      <>
        <AdminTabBar />
        <button type="button">ページの操作</button>
      </>,
      '/admin/organizations',
    );
    const devices = nav().getByRole('button', { name: '機器管理' });
    await userEvent.click(devices);
    await userEvent.tab();
    expect(nav().getByRole('link', { name: 'コージェネレーション設備' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(devices).toHaveAttribute('aria-expanded', 'false');
    expect(devices).toHaveFocus();
    expect(screen.queryByTestId('tab-fold-overlay')).not.toBeInTheDocument();

    const masters = nav().getByRole('button', { name: 'マスタ管理' });
    await userEvent.click(masters);
    for (let i = 0; i < 4; i++) await userEvent.tab();
    expect(nav().getByRole('link', { name: '送信できなかったメール' })).toHaveFocus();
    expect(masters).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'ページの操作' })).toHaveFocus();
    expect(masters).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the fold holding the current path and its entry', async () => {
    renderWithProviders(<AdminTabBar />, '/admin/brand_names/5/edit');
    const masters = nav().getByRole('button', { name: 'マスタ管理' });
    expect(masters).toHaveAttribute('data-current', 'true');

    await userEvent.click(masters);
    expect(nav().getByRole('link', { name: 'ブランド事業者' })).toHaveAttribute('aria-current', 'page');
  });
});
