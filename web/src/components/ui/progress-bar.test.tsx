import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginRequest, endRequest } from '@/lib/request-activity';
import { renderWithProviders } from '@/testing/render';
import { LoadingOverlay } from './loading-overlay';
import { ProgressBar } from './progress-bar';

describe('ProgressBar and LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('jump to 60% and dim the content while requests run, then complete and hide', async () => {
    renderWithProviders(
      <>
        <ProgressBar />
        <LoadingOverlay>
          <p>内容</p>
        </LoadingOverlay>
      </>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(async () => beginRequest());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();

    await act(async () => endRequest());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    // Shown at 100% for 300 ms, then hidden.
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('announce a wait of a second or more politely, and clear the announcement when it ends', async () => {
    renderWithProviders(<ProgressBar />);
    const status = screen.getByTestId('load-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');

    await act(async () => beginRequest());
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(999));
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('読み込み中です');

    await act(async () => endRequest());
    expect(status).toHaveTextContent('');
  });
});
