import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MAIN_ID, SkipLink } from './skip-link';

function Page() {
  return (
    <>
      <SkipLink />
      <a href="/house">住宅版トップ</a>
      <main id={MAIN_ID}>
        <h1>本文</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first stop of the keyboard, an in-page link to main', async () => {
    renderWithProviders(<Page />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: '本文へスキップ' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('moves the focus to main without changing the address', async () => {
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('link', { name: '本文へスキップ' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('');
    // The next Tab goes on from the content, past the header's links.
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
