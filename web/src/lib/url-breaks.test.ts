import { describe, expect, it } from 'vitest';
import { urlBreakPieces } from './url-breaks';

describe('where an address may break on a narrow screen', () => {
  /** The pieces an address breaks into, written `a|b|c`. */
  const pieces = (url: string) => urlBreakPieces(url).join('|');

  it('breaks after the scheme and each slash of the path, never inside the host', () => {
    expect(pieces('https://www.towa-energy.example.jp/products/window/resin-sash')).toBe(
      'https://|www.towa-energy.example.jp/|products/|window/|resin-sash',
    );
  });

  it('breaks before a query parameter and a fragment', () => {
    expect(pieces('https://example.jp/search?q=窓&page=2#results')).toBe(
      'https://|example.jp/|search|?q=窓|&page=2|#results',
    );
  });

  it('keeps an address without a path whole, and the pieces join to the address', () => {
    expect(pieces('https://example.jp')).toBe('https://|example.jp');
    const url = 'http://a.example.jp//double//slash/?x=1';
    expect(urlBreakPieces(url).join('')).toBe(url);
  });
});
