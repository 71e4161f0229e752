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
    expect(splitLinks('javascript:alert(1) <a href="x">')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">' },
    ]);
  });
});

describe('splitLinks: where a URL ends', () => {
  it('stops at Japanese text right after the URL', () => {
    expect(splitLinks('詳しくはhttps://www.example.jp/portal/aboutをご覧ください')).toEqual([
      { kind: 'text', text: '詳しくは' },
      { kind: 'link', href: 'https://www.example.jp/portal/about' },
      { kind: 'text', text: 'をご覧ください' },
    ]);
  });

  it('matches the scheme in any case', () => {
    expect(splitLinks('HTTPS://www.example.jp/A と Http://example.jp')).toEqual([
      { kind: 'link', href: 'HTTPS://www.example.jp/A' },
      { kind: 'text', text: ' と ' },
      { kind: 'link', href: 'Http://example.jp' },
    ]);
  });

  it('leaves trailing punctuation and unbalanced brackets outside, keeps balanced ones and RFC 3986 characters', () => {
    const hrefs = (text: string) => splitLinks(text).flatMap((p) => (p.kind === 'link' ? [p.href] : []));
    expect(hrefs('(see https://example.jp/a).')).toEqual(['https://example.jp/a']);
    expect(hrefs('https://example.jp/a、https://example.jp/b。')).toEqual([
      'https://example.jp/a',
      'https://example.jp/b',
    ]);
    expect(hrefs('https://example.jp/a, https://example.jp/b; https://example.jp/c!?')).toEqual([
      'https://example.jp/a',
      'https://example.jp/b',
      'https://example.jp/c',
    ]);
    expect(hrefs('https://ja.wikipedia.org/wiki/Foo_(bar) です')).toEqual(['https://ja.wikipedia.org/wiki/Foo_(bar)']);
    expect(hrefs("https://example.jp/s?q=a%20b&x=[1]#top~'")).toEqual(['https://example.jp/s?q=a%20b&x=[1]#top~']);
    expect(hrefs('「https://example.jp/q」')).toEqual(['https://example.jp/q']);
    expect(hrefs('https://。 と https://.')).toEqual([]);
  });
});
