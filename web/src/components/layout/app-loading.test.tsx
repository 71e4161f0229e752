import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOADING_SHOWN_AFTER_MS } from '@/config/constants';
import { AppLoading } from './app-loading';

describe('AppLoading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fades in when the load has taken long enough, counted from the page start', () => {
    vi.spyOn(performance, 'now').mockReturnValue(120);
    render(<AppLoading />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('読み込み中…');
    expect(notice.style.animationDelay).toBe(`${APP_LOADING_SHOWN_AFTER_MS - 120}ms`);
  });

  it('stays shown when index.html has shown it already', () => {
    vi.spyOn(performance, 'now').mockReturnValue(APP_LOADING_SHOWN_AFTER_MS + 1500);
    render(<AppLoading />);
    expect(screen.getByRole('status').style.animationDelay).toBe('-1500ms');
  });
});
