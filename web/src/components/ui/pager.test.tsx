import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Pager, pageCount, visiblePages } from './pager';

describe('Pager', () => {
  it('pages by 25 starting at page 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(visiblePages(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows the total and moves between pages', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={60} page={1} onChange={onChange} />);

    expect(screen.getByText('全60件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前へ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    await userEvent.click(screen.getByRole('button', { name: '3ページ' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });
});
