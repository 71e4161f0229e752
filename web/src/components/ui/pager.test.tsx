import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { shownAt } from '@/testing/screen-width';
import { Pager, pageCount, pageHref, visiblePages } from './pager';

describe('Pager', () => {
  it('pages by 25 starting at page 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(visiblePages(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it("builds a page's address from the current one: other parameters kept, page 1 without one", () => {
    expect(pageHref('/cogenerations', '?brand_name=ひかり&page=3', 4)).toBe(
      '/cogenerations?brand_name=%E3%81%B2%E3%81%8B%E3%82%8A&page=4',
    );
    expect(pageHref('/cogenerations', '?page=3&include_expired=true', 1)).toBe('/cogenerations?include_expired=true');
    expect(pageHref('/cogenerations', '?page=3', 1)).toBe('/cogenerations');
    expect(pageHref('/cogenerations', '', 2)).toBe('/cogenerations?page=2');
  });

  it('shows the total and moves between pages with links', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={60} page={1} onChange={onChange} />, '/cogenerations?brand_name=A');

    expect(screen.getByText('全60件')).toBeInTheDocument();
    // An end the list cannot go past is no link.
    expect(screen.queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
    expect(screen.getByText('前へ')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: '1ページ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/cogenerations?brand_name=A&page=2');
    expect(screen.getByRole('link', { name: '3ページ' })).toHaveAttribute('href', '/cogenerations?brand_name=A&page=3');

    await userEvent.click(screen.getByRole('link', { name: '次へ' }));
    await userEvent.click(screen.getByRole('link', { name: '3ページ' }));
    await userEvent.click(screen.getByRole('link', { name: '1ページ' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={60} page={1} onChange={onChange} />, '/cogenerations');
    const link = screen.getByRole('link', { name: '2ページ' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent reports false when the event was cancelled.
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(onChange).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('jumps to the last and the first page of a long list (41 pages)', async () => {
    const onChange = vi.fn();
    const first = renderWithProviders(<Pager total={41 * 25} page={1} onChange={onChange} />);
    expect(screen.queryByRole('link', { name: '41ページ' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('最初のページ')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: '最後のページ（41ページ）' }));
    expect(onChange).toHaveBeenLastCalledWith(41);

    first.unmount();
    renderWithProviders(<Pager total={41 * 25} page={41} onChange={onChange} />);
    expect(screen.getByRole('link', { name: '41ページ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: '最後のページ（41ページ）' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('最後のページ（41ページ）')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('次へ')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('link', { name: '最初のページ' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('prints once: the bottom pager is left off paper', () => {
    renderWithProviders(<Pager placement="bottom" total={60} page={1} onChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'ページ送り（下）' })).toHaveAttribute('data-print', 'hidden');
  });
});

/** The page numbers a screen `width` px wide shows (all are in the markup; CSS hides the rest). */
function numbersAt(width: number): string[] {
  return screen
    .getAllByRole('link', { name: /^\d+ページ$/ })
    .filter((link) => shownAt(link, width))
    .map((link) => link.textContent ?? '');
}

describe('Pager on each screen, by CSS alone', () => {
  it('on a phone shows the page of pages by the count and only the current page between 前へ and 次へ', () => {
    renderWithProviders(<Pager total={3003} page={121} onChange={vi.fn()} />);

    expect(screen.getByText('全3,003件')).toHaveTextContent('全3,003件（121/121ページ）');
    expect(shownAt(screen.getByText('（121/121ページ）'), 375)).toBe(true);
    expect(shownAt(screen.getByText('（121/121ページ）'), 1280)).toBe(false);
    expect(numbersAt(375)).toEqual(['121']);
    expect(numbersAt(1280)).toHaveLength(9);
    expect(shownAt(screen.getByRole('link', { name: '前へ' }), 375)).toBe(true);
  });

  it('shows no page of pages for a list of one page', () => {
    renderWithProviders(<Pager total={8} page={1} onChange={vi.fn()} />);
    expect(screen.getByText('全8件')).toHaveTextContent(/^全8件$/);
  });

  it('shows seven four-digit page numbers at 800 px, nine at 1280 px', () => {
    renderWithProviders(<Pager total={25_103} page={1005} onChange={vi.fn()} />);
    expect(numbersAt(800)).toEqual(['999', '1000', '1001', '1002', '1003', '1004', '1005']);
    expect(numbersAt(1280)).toEqual(['997', '998', '999', '1000', '1001', '1002', '1003', '1004', '1005']);
    expect(numbersAt(375)).toEqual(['1005']);
  });

  it('keeps nine numbers at 800 px while they have three digits', () => {
    renderWithProviders(<Pager total={3003} page={121} onChange={vi.fn()} />);
    expect(numbersAt(800)).toHaveLength(9);
  });
});

describe('Pager of a list paged in memory', () => {
  it('gives buttons, not links that would lie', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager total={60} page={1} onChange={onChange} linked={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
