import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticsHit, sent, startAnalytics, trackPageView } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((script) => script.remove());
  });

  it('dispatches NewVisit (category Visit) at start without any network call when no id is set', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const heard = vi.fn();
    onAnalyticsHit(heard);

    startAnalytics({ measurementId: undefined });
    startAnalytics({ measurementId: undefined });

    expect(sent).toEqual([{ kind: 'event', action: 'NewVisit', category: 'Visit' }]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect('dataLayer' in window).toBe(false);
  });

  it('injects gtag.js and queues hits in dataLayer when a measurement id is set', () => {
    startAnalytics({ measurementId: 'G-TEST123' });
    trackPageView('/house/links');

    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toContain('id=G-TEST123');
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry));
    expect(layer).toContainEqual(['event', 'NewVisit', { event_category: 'Visit' }]);
    expect(sent.at(-1)).toEqual({ kind: 'page_view', path: '/house/links' });
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it("never sends a reset link's token: not in the page path, nor in the page's address gtag.js adds to every hit", () => {
    window.history.pushState({}, '', '/password/reset/house/live-token-123');
    try {
      startAnalytics({ measurementId: 'G-TEST123' });
      trackPageView('/password/reset/house/live-token-123');
      const layer = JSON.stringify(
        (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((e) => Array.from(e)),
      );
      expect(layer).not.toContain('live-token-123');
      expect(layer).toContain('/password/reset/house/…');
      expect(sent.at(-1)).toEqual({ kind: 'page_view', path: '/password/reset/house/…' });
    } finally {
      window.history.pushState({}, '', '/');
      delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    }
  });
});
