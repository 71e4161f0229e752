import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('counts grouped by three digits', () => {
  it('writes small and large counts as ICU does for ja-JP', () => {
    const ja = new Intl.NumberFormat('ja-JP');
    for (const count of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 9_007_199_254_740_991, -4321]) {
      expect(formatCount(count)).toBe(ja.format(count));
    }
  });

  it('matches ICU over a sweep of magnitudes', () => {
    const ja = new Intl.NumberFormat('ja-JP');
    for (let count = 1; count < 1e15; count = count * 3 + 7) expect(formatCount(count)).toBe(ja.format(count));
  });
});
