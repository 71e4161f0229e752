import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMediaFor } from '@/testing/match-media';
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

  it('jumps to the last and the first page of a long list (41 pages)', async () => {
    const onChange = vi.fn();
    const first = renderWithProviders(<Pager total={41 * 25} page={1} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: '41ページ' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最初のページ' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '最後のページ（41ページ）' }));
    expect(onChange).toHaveBeenLastCalledWith(41);

    first.unmount();
    renderWithProviders(<Pager total={41 * 25} page={41} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '41ページ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '最後のページ（41ページ）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '最初のページ' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps the page of pages for paper: hidden on a wide screen, where the page buttons say it', () => {
    renderWithProviders(<Pager total={41 * 25} page={3} onChange={vi.fn()} />);
    expect(screen.getByText('（3/41ページ）')).not.toBeVisible();
  });

  it('prints once: the bottom pager is left off paper', () => {
    renderWithProviders(<Pager placement="bottom" total={60} page={1} onChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'ページ送り（下）' })).toHaveAttribute('data-print', 'hidden');
  });
});

describe('Pager on a phone', () => {
  beforeEach(() => vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(375)));
  afterEach(() => vi.restoreAllMocks());

  it('shows the page of pages by the count and only the current page between 前へ and 次へ', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={3003} page={121} onChange={onChange} />);

    expect(screen.getByText('全3,003件')).toHaveTextContent('全3,003件（121/121ページ）');
    expect(screen.getByText('（121/121ページ）')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^\d+ページ$/ }).map((b) => b.textContent)).toEqual(['121']);
    await userEvent.click(screen.getByRole('button', { name: '前へ' }));
    await userEvent.click(screen.getByRole('button', { name: '最初のページ' }));
    expect(onChange.mock.calls).toEqual([[120], [1]]);
  });

  it('shows no page of pages for a list of one page', () => {
    renderWithProviders(<Pager total={8} page={1} onChange={vi.fn()} />);
    expect(screen.getByText('全8件')).toBeInTheDocument();
  });
});

describe('Pager between the phone layout and lg', () => {
  afterEach(() => vi.restoreAllMocks());
  const numbers = () => screen.getAllByRole('button', { name: /^\d+ページ$/ }).map((b) => b.textContent);

  it('shows seven four-digit page numbers at 800 px, nine at 1280 px', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(800));
    const narrow = renderWithProviders(<Pager total={25_103} page={1005} onChange={vi.fn()} />);
    expect(numbers()).toEqual(['999', '1000', '1001', '1002', '1003', '1004', '1005']);
    narrow.unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(1280));
    renderWithProviders(<Pager total={25_103} page={1005} onChange={vi.fn()} />);
    expect(numbers()).toHaveLength(9);
  });

  it('keeps nine numbers at 800 px while they have three digits', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaFor(800));
    renderWithProviders(<Pager total={3003} page={121} onChange={vi.fn()} />);
    expect(numbers()).toHaveLength(9);
  });
});
