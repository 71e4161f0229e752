import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkified-text';

describe('splitLinks', () => {
  it('finds http(s) URLs and leaves the rest as text', () => {
    expect(splitLinks('詳しくは https://example.jp/a?b=1 をご覧ください。')).toEqual([
      { kind: 'text', text: '詳しくは ' },
      { kind: 'link', href: 'https://example.jp/a?b=1' },
      { kind: 'text', text: ' をご覧ください。' },
    ]);
  });

  it('stops at Japanese punctuation and trailing dots, and ignores other schemes', () => {
    expect(splitLinks('（http://example.jp/x）。')).toEqual([
      { kind: 'text', text: '（' },
      { kind: 'link', href: 'http://example.jp/x' },
      { kind: 'text', text: '）。' },
    ]);
    expect(splitLinks('see https://example.jp.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', href: 'https://example.jp' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('javascript:alert(1) <a href="x">')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <a href="x">' }]);
  });
});
