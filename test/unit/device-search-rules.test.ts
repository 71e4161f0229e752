import { describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  checkSearchQuery,
  nameTyposAllowed,
  normalizeName,
  normalizeNumber,
} from '../../server/rules/device-search.js';

describe('normalizeNumber', () => {
  it.each([
    ['RUX-A2015', 'RUXA2015'],
    ['RUXA2015', 'RUXA2015'],
    ['rux a2015', 'RUXA2015'],
    ['ＲＵＸ－Ａ２０１５', 'RUXA2015'],
    ['RUX‐A2015', 'RUXA2015'], // U+2010 hyphen
    ['RUX‑A2015', 'RUXA2015'], // U+2011 non-breaking hyphen
    ['RUX‒A2015', 'RUXA2015'], // U+2012 figure dash
    ['RUX–A2015', 'RUXA2015'], // en dash
    ['RUX—A2015', 'RUXA2015'], // em dash
    ['RUX―A2015', 'RUXA2015'], // horizontal bar
    ['RUX−A2015', 'RUXA2015'], // minus sign
    ['RUXーA2015', 'RUXA2015'], // katakana long vowel
    ['RUXｰA2015', 'RUXA2015'], // half-width long vowel
    ['RUX　A2015', 'RUXA2015'], // ideographic space
    ['RUX・A2015', 'RUXA2015'],
    ['RUX･A2015', 'RUXA2015'],
    ['RUX·A2015', 'RUXA2015'],
    [' rux - a 2015 ', 'RUXA2015'],
    ['ＣＧ－２０２６－０００１', 'CG20260001'],
    ['SW1|231', 'SW1231'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeNumber(input)).toBe(expected);
  });

  it('keeps what tells two models apart: letters, digits, kana; drops ASCII punctuation, typed or not', () => {
    expect(normalizeNumber('RUX-A2015')).not.toBe(normalizeNumber('RUX-A2016'));
    expect(normalizeNumber('SE-(W)20')).toBe('SEW20');
    expect(normalizeNumber('ＳＥ－（Ｗ）２０')).toBe('SEW20');
    expect(normalizeNumber('KTR-3/2 FC.7_B')).toBe('KTR32FC7B');
    expect(normalizeNumber('ｴｺｷｭｰﾄ')).toBe('エコキュト');
    expect(normalizeNumber('A〜B')).toBe('A〜B');
  });
});

describe('normalizeName', () => {
  it.each([
    ['リンナイ', 'りんない'],
    ['ﾘﾝﾅｲ', 'りんない'],
    ['りんない', 'りんない'],
    ['株式会社ノーリツ', 'のーりつ'],
    ['(株)ノーリツ', 'のーりつ'],
    ['（株）ノーリツ', 'のーりつ'],
    ['㈱ノーリツ', 'のーりつ'],
    ['ノーリツ株式会社', 'のーりつ'],
    ['有限会社 サンソーラー', 'さんそーらー'],
    ['Panasonic', 'PANASONIC'],
    ['ＰＡＮＡＳＯＮＩＣ', 'PANASONIC'],
    ['エコ・キュート ジャパン', 'えこきゅーとじゃぱん'],
    ['ヴェルデ', 'ゔぇるで'],
    ['ソ-ラ-', 'そーらー'],
    ['ソ−ラ−', 'そーらー'],
    ['ソ－ラ－', 'そーらー'],
    ['ｿｰﾗｰ', 'そーらー'],
    ['A-Tec', 'AーTEC'],
    ['髙﨑工業株式会社', '高崎工業'],
    ['𠮷田', '吉田'],
    ['澤田製作所', '沢田製作所'],
    // Different characters, not variants: kept apart.
    ['斎藤', '斎藤'],
    ['斉藤', '斉藤'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('a search query', () => {
  it('is trimmed and needs 2 to 100 characters', () => {
    expect(checkSearchQuery('  RU ')).toEqual({ ok: true, query: 'RU' });
    expect(checkSearchQuery(' R ')).toEqual({ ok: false, message: SEARCH_MESSAGES.tooShort });
    expect(checkSearchQuery('')).toEqual({ ok: false, message: '検索語は2文字以上で入力してください' });
    expect(checkSearchQuery(undefined)).toEqual({ ok: false, message: SEARCH_MESSAGES.tooShort });
    expect(checkSearchQuery('あ'.repeat(100))).toEqual({ ok: true, query: 'あ'.repeat(100) });
    expect(checkSearchQuery('あ'.repeat(101))).toEqual({ ok: false, message: '検索語は100文字以内で入力してください' });
    expect(checkSearchQuery(['RUX'])).toEqual({ ok: false, message: SEARCH_MESSAGES.notText });
  });

  it('allows typos in a name by its length', () => {
    expect(nameTyposAllowed('とう')).toBe(0);
    expect(nameTyposAllowed('りんない')).toBe(1);
    expect(nameTyposAllowed('ぱなそにっくほーむず')).toBe(2);
  });
});
