import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FilterDisclosure } from './filter-disclosure';

function matchMediaFor(width: number) {
  return (query: string) => {
    const max = /max-width: ([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}

describe('FilterDisclosure on a wide screen', () => {
  beforeEach(() => vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(1280)));
  afterEach(() => vi.restoreAllMocks());

  it('shows the form with no button', () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <p>条件</p>
      </FilterDisclosure>,
    );
    expect(screen.getByText('条件')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('FilterDisclosure on a phone', () => {
  beforeEach(() => vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(375)));
  afterEach(() => vi.restoreAllMocks());

  it('starts folded without an active filter and opens and folds with its button', async () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <p>条件</p>
      </FilterDisclosure>,
    );
    const toggle = screen.getByRole('button', { name: '絞り込み' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText('条件'),
    );
    expect(screen.getByText('条件')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '絞り込みを閉じる' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('条件')).toBeVisible();
  });

  it('starts open and says so when a filter is applied', () => {
    renderWithProviders(
      <FilterDisclosure active>
        <p>条件</p>
      </FilterDisclosure>,
    );
    expect(screen.getByRole('button', { name: '絞り込みを閉じる（条件あり）' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
