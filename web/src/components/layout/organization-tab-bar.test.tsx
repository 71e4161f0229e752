import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("on a phone, scrolls the strip sideways to the current screen's tab", () => {
    // A 375 px strip holding 900 px of tabs, the current one at 600–760 px: past the right edge.
    const scrolled = new Map<Element, number>();
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(375);
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return scrolled.get(this) ?? 0;
    });
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
      scrolled.set(this, value);
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const current = this.getAttribute('aria-current') === 'page';
      return (current ? { left: 600, right: 760 } : { left: 0, right: 375 }) as DOMRect;
    });
    const organization = organizationFixture({
      cogenerationManager: true,
      hybridWaterHeaterManager: true,
      electricHeatPumpManager: true,
      solarSystemManager: true,
      solarWaterHeaterManager: true,
    });
    renderWithProviders(<OrganizationTabBar organization={organization} />, '/organization/solar_water_heaters');
    const strip = screen.getByRole('navigation', { name: '事業者メニュー' }).querySelector('ul')!;
    expect(strip.scrollLeft).toBe(760 - 375 + 24);
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
