import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkified-text';

const text = (text: string) => ({ kind: 'text', text }) as const;
const link = (href: string) => ({ kind: 'link', href }) as const;

describe('splitLinks', () => {
  it('finds http(s) URLs and leaves the rest as text', () => {
    expect(splitLinks('詳しくは https://example.jp/a?b=1 をご覧ください。')).toEqual([
      text('詳しくは '),
      link('https://example.jp/a?b=1'),
      text(' をご覧ください。'),
    ]);
  });

  it('stops at Japanese punctuation and trailing dots, and ignores other schemes', () => {
    expect(splitLinks('（http://example.jp/x）。')).toEqual([text('（'), link('http://example.jp/x'), text('）。')]);
    expect(splitLinks('see https://example.jp.')).toEqual([text('see '), link('https://example.jp'), text('.')]);
    expect(splitLinks('javascript:alert(1) <a href="x">')).toEqual([text('javascript:alert(1) <a href="x">')]);
  });
});

describe('splitLinks: where a URL ends', () => {
  it('stops at Japanese text right after the URL', () => {
    expect(splitLinks('詳しくはhttps://www.example.jp/portal/aboutをご覧ください')).toEqual([
      text('詳しくは'),
      link('https://www.example.jp/portal/about'),
      text('をご覧ください'),
    ]);
  });

  it('matches the scheme in any case', () => {
    expect(splitLinks('HTTPS://www.example.jp/A と Http://example.jp')).toEqual([
      link('HTTPS://www.example.jp/A'),
      text(' と '),
      link('Http://example.jp'),
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
