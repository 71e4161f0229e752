import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../../server/modules/site/site-origin.js';

const request = (host: string | undefined, protocol = 'http') => ({
  protocol,
  get: ((name: string) => (name.toLowerCase() === 'host' ? host : undefined)) as never,
});

describe('siteOrigin', () => {
  it('uses PUBLIC_BASE_URL without its trailing slashes, whatever the Host says', () => {
    const origin = siteOrigin('https://portal.example.jp//');
    expect(origin(request('evil.example'))).toBe('https://portal.example.jp');
    expect(origin(request('a/b c'))).toBe('https://portal.example.jp');
  });

  it.each(['localhost:3000', 'portal.example.jp', 'portal.example.jp.', '192.0.2.1:8080', '[::1]:3000', 'EXAMPLE.JP'])(
    'takes the scheme and Host %s without PUBLIC_BASE_URL',
    (host) => expect(siteOrigin(undefined)(request(host, 'https'))).toBe(`https://${host}`),
  );

  it.each([
    ['no Host', undefined],
    ['an empty Host', ''],
    ['a path', 'example.jp/evil'],
    ['white space', 'example.jp evil'],
    ['markup', 'example.jp"><x'],
    ['user info', 'user@example.jp'],
    ['kilobytes of slashes', `a${'/'.repeat(16_000)}x`],
    ['a name over 255 characters', `${'a'.repeat(250)}.example`],
  ])('gives null for %s', (_label, host) => expect(siteOrigin(undefined)(request(host))).toBeNull());
});
