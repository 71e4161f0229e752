import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorList, useErrorMessages } from '@/components/ui/error-list-store';
import { organizationFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { OrganizationTabBar } from './organization-tab-bar';

function ErrorCount() {
  return <p data-testid="error-count">{useErrorMessages().length}</p>;
}

function tabNames(): string[] {
  const nav = within(screen.getByRole('navigation', { name: '事業者メニュー' }));
  return nav.getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('OrganizationTabBar', () => {
  it('shows only profile and links without manager flags', () => {
    renderWithProviders(<OrganizationTabBar organization={organizationFixture()} />, '/organization/organization');
    expect(tabNames()).toEqual(['事業者情報管理', 'リンク管理']);
  });

  it('adds one tab per manager flag that is set', () => {
    const organization = organizationFixture({ hybridWaterHeaterManager: true, solarWaterHeaterManager: true });
    renderWithProviders(<OrganizationTabBar organization={organization} />, '/organization/hybrid_water_heaters/4');

    expect(tabNames()).toEqual(['事業者情報管理', 'リンク管理', 'ハイブリッド給湯機', '太陽熱温水器']);
    expect(screen.getByRole('link', { name: 'ハイブリッド給湯機' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '太陽熱温水器' })).toHaveAttribute(
      'href',
      '/organization/solar_water_heaters',
    );
  });

  it('clears the shared error list when moving between tabs', async () => {
    errorList.update('エラーです');
    renderWithProviders(
      <>
        <OrganizationTabBar organization={organizationFixture()} />
        <ErrorCount />
      </>,
      '/organization/organization',
    );
    expect(screen.getByTestId('error-count')).toHaveTextContent('1');

    await userEvent.click(screen.getByRole('link', { name: 'リンク管理' }));
    expect(screen.getByTestId('error-count')).toHaveTextContent('0');
  });
});
