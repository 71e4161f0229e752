import { describe, expect, it } from 'vitest';
import { categoryPath, categoryPathOnPage } from '../../server/rules/link-labels.js';

const module = { level1: '太陽光発電設備', level2: '太陽光発電システム', level3: null, name: '太陽電池モジュール' };

describe("a category's path", () => {
  it('reads level by level with ＞ between, skipping a missing level', () => {
    expect(categoryPath(module)).toBe('太陽光発電設備 ＞ 太陽光発電システム ＞ 太陽電池モジュール');
  });

  it('on a page, ties each ＞ to the level before it, so a line never starts with it', () => {
    expect(categoryPathOnPage(module)).toBe('太陽光発電設備\u00a0＞ 太陽光発電システム\u00a0＞ 太陽電池モジュール');
  });
});
