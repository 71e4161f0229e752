import { describe, expect, it } from 'vitest';
import { kanaTypedReadings } from '../../server/modules/device-search/kana-typed-number.js';

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
