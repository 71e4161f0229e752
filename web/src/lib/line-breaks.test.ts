import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineBreakPieces, unitRuns } from './line-breaks';

describe('where a label or value may break on a narrow screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('breaks after a particle, and inside a long phrase between its words only', () => {
    expect(lineBreakPieces('発電ユニットの発電方式')).toEqual(['発電ユニットの', '発電方式']);
    expect(lineBreakPieces('着霜期高温条件の除霜を含むエネルギー消費効率')).toEqual([
      '着霜期高温条件の',
      '除霜を',
      '含む',
      'エネルギー',
      '消費',
      '効率',
    ]);
    expect(lineBreakPieces('東和エネルギーシステム株式会社')).toEqual(['東和', 'エネルギー', 'システム', '株式会社']);
    // A phrase that fits a phone's cell stays whole: 温水暖房 is one compound.
    expect(lineBreakPieces('発電ユニットの温水暖房排熱利用率')).toEqual(['発電ユニットの', '温水暖房排熱利用率']);
  });

  it('keeps one-character words with their neighbours, a unit in brackets whole, and okurigana in their word', () => {
    expect(lineBreakPieces('集熱効率特性線図一次近似式の切片')).toEqual([
      '集熱効率',
      '特性線図一次',
      '近似式の',
      '切片',
    ]);
    expect(lineBreakPieces('タンクユニットの補機消費電力（温水暖房）（W）')).toEqual([
      'タンクユニットの',
      '補機消費電力（温水暖房）（W）',
    ]);
    expect(lineBreakPieces('ファーストモードの冬期沸き上げ温度（℃）')).toEqual([
      'ファーストモードの',
      '冬期沸き上げ温度（℃）',
    ]);
    expect(lineBreakPieces('仮想排熱量上限比係数 a_DHW')).toEqual(['仮想排熱量', '上限比係数', ' ', 'a_DHW']);
  });

  it('keeps a loanword whole where the segmenter halves it, and its one-character suffix with it', () => {
    expect(lineBreakPieces('共用ファイルアップロード用パスワード一覧')).toEqual([
      '共用',
      'ファイルアップロード用',
      'パスワード',
      '一覧',
    ]);
    expect(lineBreakPieces('セカンドモードの冬期沸き上げ温度（℃）')).toEqual([
      'セカンドモードの',
      '冬期沸き上げ温度（℃）',
    ]);
    expect(lineBreakPieces('ヒートポンプユニット品番')).toEqual(['ヒートポンプ', 'ユニット', '品番']);
    expect(lineBreakPieces('試験時の貯湯タンク熱損失係数')).toEqual(['試験時の', '貯湯タンク熱損失', '係数']);
  });

  it("breaks a company's name beside its legal form, not inside the name", () => {
    expect(lineBreakPieces('株式会社ひかりソーラー工業')).toEqual(['株式会社', 'ひかりソーラー工業']);
    expect(lineBreakPieces('ミライ住設有限会社')).toEqual(['ミライ住設', '有限会社']);
    expect(lineBreakPieces('一般社団法人ひかり協会')).toEqual(['一般社団法人', 'ひかり協会']);
    // A name too long for a phone's cell still breaks between its words.
    expect(lineBreakPieces('東和エネルギーシステム株式会社')).toEqual(['東和', 'エネルギー', 'システム', '株式会社']);
  });

  it('marks the short groups in brackets, units, that must not break inside', () => {
    expect(unitRuns('傾き（W/（m2・K））')).toEqual([
      { text: '傾き', unit: false },
      { text: '（W/（m2・K））', unit: true },
    ]);
    expect(unitRuns('補機消費電力（温水暖房）（W）')).toEqual([
      { text: '補機消費電力', unit: false },
      { text: '（温水暖房）', unit: true },
      { text: '（W）', unit: true },
    ]);
    // A note in brackets may break; an unclosed bracket is text.
    expect(unitRuns('効率（JIS C 9220:2018 による）')).toEqual([
      { text: '効率（JIS C 9220:2018 による）', unit: false },
    ]);
    expect(unitRuns('効率（W')).toEqual([{ text: '効率（W', unit: false }]);
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
