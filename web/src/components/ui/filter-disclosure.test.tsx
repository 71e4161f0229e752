import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import { FilterDisclosure } from './filter-disclosure';

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
    // Folded, the form is not built yet; the region the button controls is there, hidden.
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(region).not.toBeVisible();
    expect(screen.queryByText('条件')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '絞り込みを閉じる' })).toHaveAttribute('aria-expanded', 'true');
    expect(region).toContainElement(screen.getByText('条件'));
    expect(screen.getByText('条件')).toBeVisible();
  });

  it('keeps what was typed when folded and opened again', async () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <input aria-label="ブランド名" />
      </FilterDisclosure>,
    );
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ブランド名' }), 'ひかり');
    await userEvent.click(screen.getByRole('button', { name: '絞り込みを閉じる' }));
    expect(screen.getByRole('textbox', { hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    expect(screen.getByRole('textbox', { name: 'ブランド名' })).toHaveValue('ひかり');
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
