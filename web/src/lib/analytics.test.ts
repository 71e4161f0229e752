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
});
