import { describe, expect, it } from 'vitest';
import { indexedPart } from '../../server/modules/device-search/common-trigrams.js';

describe('indexedPart: the part of a number query the trigram index is asked for', () => {
  const common = new Set(['ben', 'enc', 'nch', 'ch1', 'pu1']);

  it('leaves out a prefix many devices share', () => {
    expect(indexedPart('BENCH12347', common)).toBe('H12347');
    expect(indexedPart('PU12347', common)).toBe('U12347');
  });

  it('keeps the whole query when nothing is common, it is short, or no part is free of common trigrams', () => {
    expect(indexedPart('RUXA2015', common)).toBe('RUXA2015');
    expect(indexedPart('RUXA2015', new Set())).toBe('RUXA2015');
    expect(indexedPart('BEN', common)).toBe('BEN');
    expect(indexedPart('BENCH', common)).toBe('BENCH');
  });

  it('does not span characters that split pg_trgm words', () => {
    expect(indexedPart('AB/CDEF', new Set(['zzz']))).toBe('CDEF');
  });

  it('is always a part of the query', () => {
    for (const query of ['BENCH12347', 'エコキュル12', 'X1Y2Z3', 'PU1PU1PU1']) {
      expect(query).toContain(indexedPart(query, common));
    }
  });
});
