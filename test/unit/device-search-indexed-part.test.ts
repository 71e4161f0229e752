import { describe, expect, it } from 'vitest';
import {
  indexableNumber,
  indexedPart,
  numberIndexPattern,
} from '../../server/modules/device-search/common-trigrams.js';

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

describe('numberIndexPattern: the LIKE pattern the number key is looked up with', () => {
  const common = new Set(['ben', 'enc', 'nch']);

  it('asks for the least common part anywhere from three characters on', () => {
    expect(numberIndexPattern('BENCH12347', common)).toBe('%CH12347%');
    expect(numberIndexPattern('456', common)).toBe('%456%');
  });

  it('asks for two characters only at the start of a number (inside a word they have no trigram)', () => {
    expect(numberIndexPattern('東芝', common)).toBe('%|東芝%');
    expect(numberIndexPattern('PU', common)).toBe('%|PU%');
  });

  it('escapes LIKE wildcards', () => {
    expect(numberIndexPattern('A%', common)).toBe('%|A\\%%');
  });

  it('has a letter or digit to look up', () => {
    expect(indexableNumber('東芝')).toBe(true);
    expect(indexableNumber('A/')).toBe(true);
    expect(indexableNumber('//')).toBe(false);
    expect(indexableNumber('！？＃')).toBe(false);
  });
});
