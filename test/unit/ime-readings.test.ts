import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../server/rules/device-search.js';
import { kanaTypedReadings, romajiReading } from '../../server/modules/device-search/ime-readings.js';
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

describe('a number typed with the IME in kana mode, read back', () => {
  it('is the keys that type its kana, letters upper case', () => {
    expect(kanaTypedReadings('るｘーあ２０１５')).toEqual(['RUX-A2015']);
    expect(kanaTypedReadings('えｑ４６んｆｖ')).toEqual(['EQ46NFV']);
    expect(kanaTypedReadings('ほっと１')).toEqual(['HOTTO1']);
  });

  it('is spelt both ways people type (Hepburn first), each once', () => {
    expect(kanaTypedReadings('しｓ－１００')).toEqual(['SHIS-100', 'SIS-100']);
    expect(kanaTypedReadings('つーｂ１００')).toEqual(['TSU-B100', 'TU-B100']);
    expect(kanaTypedReadings('ちゃ１ふじ')).toEqual(['CHA1FUJI', 'TYA1HUZI']);
  });

  it('keeps a doubled consonant before a letter the IME left as it was', () => {
    expect(kanaTypedReadings('えっｋ１')).toEqual(['EKK1']);
  });

  it('is none for kana alone (a name), a query without kana, or one left with other characters', () => {
    for (const query of ['のーりつ', 'ノーリツ', 'RUX-A2015', 'ＲＵＸ－Ａ２０１５', 'こうぎょう工業１', '']) {
      expect(kanaTypedReadings(query)).toEqual([]);
    }
  });
});
