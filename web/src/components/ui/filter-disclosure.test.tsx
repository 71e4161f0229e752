import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FilterDisclosure } from './filter-disclosure';

/** The CSS text of every rule in the document (jsdom applies no media query, so the test reads them). */
function documentCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

describe('FilterDisclosure', () => {
  it('is a native disclosure, folded without an active filter, that opens and folds without scripts', async () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <p>条件</p>
      </FilterDisclosure>,
    );
    const summary = screen.getByText('絞り込み');
    const details = summary.closest('details');
    expect(summary.tagName).toBe('SUMMARY');
    expect(details).not.toHaveAttribute('open');
    // The form is in the markup (the server's HTML has it), folded.
    expect(screen.getByText('条件')).not.toBeVisible();

    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('条件')).toBeVisible();
  });

  it('keeps what was typed when folded and opened again', async () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <input aria-label="ブランド名" />
      </FilterDisclosure>,
    );
    const summary = screen.getByText('絞り込み');
    await userEvent.click(summary);
    await userEvent.type(screen.getByRole('textbox', { name: 'ブランド名' }), 'ひかり');
    await userEvent.click(summary);
    expect(screen.getByRole('textbox', { hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByRole('textbox', { name: 'ブランド名' })).toHaveValue('ひかり');
  });

  it('starts open and says so when a filter is applied', () => {
    renderWithProviders(
      <FilterDisclosure active>
        <p>条件</p>
      </FilterDisclosure>,
    );
    expect(screen.getByText('絞り込み（条件あり）').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('条件')).toBeVisible();
  });

  it('shows the form with no summary on a wide screen, by CSS', () => {
    renderWithProviders(
      <FilterDisclosure active={false}>
        <p>条件</p>
      </FilterDisclosure>,
    );
    const details = screen.getByText('絞り込み').closest('details')!;
    const css = documentCss().replace(/\s+/g, ' ');
    const wide = css.match(/@media screen and \(min-width: 48em\) \{(.*)/)?.[1] ?? '';
    const className = [...details.classList].find((name) => wide.includes(`.${name}`));
    expect(className).toBeDefined();
    expect(wide).toMatch(/@supports selector\(::details-content\)/);
    expect(wide).toContain(`.${className}>summary { display: none; }`);
    expect(wide).toMatch(
      new RegExp(`\\.${className}::details-content \\{ display: block; content-visibility: visible; \\}`),
    );
  });
});
