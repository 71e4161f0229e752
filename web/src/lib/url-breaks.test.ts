import { describe, expect, it } from 'vitest';
import { urlBreakPieces } from './url-breaks';

describe('where an address may break on a narrow screen', () => {
  it('breaks after the scheme and each slash of the path, never inside the host', () => {
    expect(urlBreakPieces('https://www.towa-energy.example.jp/products/window/resin-sash')).toEqual([
      'https://',
      'www.towa-energy.example.jp/',
      'products/',
      'window/',
      'resin-sash',
    ]);
  });

  it('breaks before a query parameter and a fragment', () => {
    expect(urlBreakPieces('https://example.jp/search?q=窓&page=2#results')).toEqual([
      'https://',
      'example.jp/',
      'search',
      '?q=窓',
      '&page=2',
      '#results',
    ]);
  });

  it('keeps an address without a path whole, and the pieces join to the address', () => {
    expect(urlBreakPieces('https://example.jp')).toEqual(['https://', 'example.jp']);
    const url = 'http://a.example.jp//double//slash/?x=1';
    expect(urlBreakPieces(url).join('')).toBe(url);
  });
});
