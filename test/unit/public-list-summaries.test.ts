import { describe, expect, it } from 'vitest';
import { ListSummaries } from '../../server/modules/public-devices/public-list-summaries.js';

describe('ListSummaries', () => {
  it('keys by version and filter, and keeps the most recently used summaries', () => {
    const summaries = new ListSummaries(2);
    const a = ListSummaries.key('cogeneration_systems.2026-11-27.7', { includeExpired: false });
    const b = ListSummaries.key('cogeneration_systems.2026-11-27.7', {
      includeExpired: false,
      brandName: 'ミライエネ',
    });
    const c = ListSummaries.key('cogeneration_systems.2026-11-27.8', { includeExpired: false });
    expect(new Set([a, b, c]).size).toBe(3);
    summaries.set(a, { total: 1, lastUpdate: '2026-11-01' });
    summaries.set(b, { total: 2, lastUpdate: null });
    expect(summaries.get(a)?.total).toBe(1); // a is now the most recently used
    summaries.set(c, { total: 3, lastUpdate: null });
    expect(summaries.get(b)).toBeUndefined();
    expect(summaries.get(a)?.total).toBe(1);
    expect(summaries.get(c)?.total).toBe(3);
  });

  it('keeps nothing at capacity 0 (PUBLIC_CACHE_MB=0)', () => {
    const summaries = new ListSummaries(0);
    const key = ListSummaries.key('cogeneration_systems.2026-11-27.7', { includeExpired: false });
    summaries.set(key, { total: 1, lastUpdate: null });
    expect(summaries.get(key)).toBeUndefined();
  });
});
