import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineBreakPieces, unitRuns } from './line-breaks';

describe('where a label or value may break on a narrow screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** The pieces a label breaks into, written `a|b|c`. */
  const pieces = (text: string) => lineBreakPieces(text)?.join('|');

  it('breaks after a particle, and inside a long phrase between its words only', () => {
    expect(pieces('発電ユニットの発電方式')).toBe('発電ユニットの|発電方式');
    expect(pieces('着霜期高温条件の除霜を含むエネルギー消費効率')).toBe(
      '着霜期高温条件の|除霜を|含む|エネルギー|消費|効率',
    );
    expect(pieces('東和エネルギーシステム株式会社')).toBe('東和|エネルギー|システム|株式会社');
    // A phrase that fits a phone's cell stays whole: 温水暖房 is one compound.
    expect(pieces('発電ユニットの温水暖房排熱利用率')).toBe('発電ユニットの|温水暖房排熱利用率');
  });

  it('keeps one-character words with their neighbours, a unit in brackets whole, and okurigana in their word', () => {
    expect(pieces('集熱効率特性線図一次近似式の切片')).toBe('集熱効率|特性線図一次|近似式の|切片');
    expect(pieces('タンクユニットの補機消費電力（温水暖房）（W）')).toBe(
      'タンクユニットの|補機消費電力（温水暖房）（W）',
    );
    expect(pieces('ファーストモードの冬期沸き上げ温度（℃）')).toBe('ファーストモードの|冬期沸き上げ温度（℃）');
    expect(lineBreakPieces('仮想排熱量上限比係数 a_DHW')).toEqual(['仮想排熱量', '上限比係数', ' ', 'a_DHW']);
  });

  it('keeps a loanword whole where the segmenter halves it, and its one-character suffix with it', () => {
    expect(pieces('共用ファイルアップロード用パスワード一覧')).toBe('共用|ファイルアップロード用|パスワード|一覧');
    expect(pieces('セカンドモードの冬期沸き上げ温度（℃）')).toBe('セカンドモードの|冬期沸き上げ温度（℃）');
    expect(pieces('ヒートポンプユニット品番')).toBe('ヒートポンプ|ユニット|品番');
    expect(pieces('試験時の貯湯タンク熱損失係数')).toBe('試験時の|貯湯タンク熱損失|係数');
  });

  it("breaks a company's name beside its legal form, not inside the name", () => {
    expect(pieces('株式会社ひかりソーラー工業')).toBe('株式会社|ひかりソーラー工業');
    expect(pieces('ミライ住設有限会社')).toBe('ミライ住設|有限会社');
    expect(pieces('一般社団法人ひかり協会')).toBe('一般社団法人|ひかり協会');
    // A name too long for a phone's cell still breaks between its words.
    expect(pieces('東和エネルギーシステム株式会社')).toBe('東和|エネルギー|システム|株式会社');
  });

  it('marks the short groups in brackets, units, that must not break inside', () => {
    // The runs written `text` and `[unit]`.
    const runs = (text: string) => unitRuns(text).map((run) => (run.unit ? `[${run.text}]` : run.text));
    expect(runs('傾き（W/（m2・K））')).toEqual(['傾き', '[（W/（m2・K））]']);
    expect(runs('補機消費電力（温水暖房）（W）')).toEqual(['補機消費電力', '[（温水暖房）]', '[（W）]']);
    // A note in brackets may break; an unclosed bracket is text.
    expect(runs('効率（JIS C 9220:2018 による）')).toEqual(['効率（JIS C 9220:2018 による）']);
    expect(runs('効率（W')).toEqual(['効率（W']);
  });

  it('leaves codes, numbers and short words as they are', () => {
    for (const text of ['CGS-2026-0005', '0.148', '2026/12/18', 'ミライエネ', ''])
      expect(lineBreakPieces(text)).toBeNull();
  });

  it('gives no places where the browser has no word segmenter', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    const fresh = await import('./line-breaks');
    expect(fresh.lineBreakPieces('発電ユニットの発電方式')).toBeNull();
  });
});
