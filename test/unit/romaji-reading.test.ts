import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../server/rules/device-search.js';
import { romajiReading } from '../../server/modules/device-search/romaji-reading.js';
import { nameForms } from '../../server/modules/device-search/search-words.js';

const readingOf = (typed: string) => romajiReading(normalizeName(typed));

describe('the romaji reading of a name typed with the IME off', () => {
  it('is the kana the IME would have typed, as a name key', () => {
    expect(readingOf('daikin')).toBe('だいきん');
    expect(readingOf('DAIKIN')).toBe('だいきん');
    expect(readingOf('ｄａｉｋｉｎ')).toBe('だいきん');
    expect(readingOf('no-ritsu')).toBe(normalizeName('ノーリツ'));
    expect(readingOf('rinnai')).toBe(normalizeName('リンナイ'));
    expect(readingOf('ekokyu-to')).toBe(normalizeName('エコキュート'));
    expect(readingOf('hotto')).toBe(normalizeName('ホット'));
  });

  it('is none where the IME would leave letters, and for anything but Latin letters', () => {
    for (const typed of ['rux', 'tank', 'kk', 'RUX-A2015', 'EQ46', 'ダイキン', 'だいきん', 'daikin工業', 'a b']) {
      expect(readingOf(typed)).toBeNull();
    }
  });

  it('adds a searchable reading to the forms a name query is matched in', () => {
    expect(nameForms(normalizeName('daikin'))).toEqual(['DAIKIN', 'だいきん']);
    expect(nameForms(normalizeName('ダイキン'))).toEqual(['だいきん']);
    // One kana is too short to search as a name: only the letters are.
    expect(nameForms(normalizeName('ka'))).toEqual(['KA']);
  });
});
