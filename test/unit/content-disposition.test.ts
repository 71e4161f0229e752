import { describe, expect, it } from 'vitest';
import { contentDisposition, encodeRfc5987 } from '../../server/core/http/content-disposition.js';

/** RFC 5987 ext-value: charset "'" [language] "'" value-chars, value-chars = *( pct-encoded / attr-char ). */
const EXT_VALUE = /^UTF-8''((?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+\-.^_`|~])*)$/;

const params = (header: string) => ({
  filename: /filename="([^"]*)"/.exec(header)?.[1],
  extValue: /filename\*=([^;]+)$/.exec(header)?.[1],
});

describe('contentDisposition (RFC 6266 / RFC 5987)', () => {
  it("percent-encodes ' ( ) * too, so filename* is a valid ext-value that decodes to the name", () => {
    const name = "証明書 (第1版)'s ①*.pdf";
    const { extValue } = params(contentDisposition(name, 'certificate_7.pdf'));
    const match = EXT_VALUE.exec(extValue!);
    expect(match, extValue).not.toBeNull();
    expect(decodeURIComponent(match![1]!)).toBe(name);
    expect(extValue).toContain('%20%28%E7%AC%AC1%E7%89%88%29%27s%20');
    expect(encodeRfc5987("a'b(c)d*e")).toBe('a%27b%28c%29d%2Ae');
  });

  it('uses the given ASCII fallback when the name has non-ASCII characters, never the stripped name', () => {
    expect(params(contentDisposition("証明書 (第1版)'s ①.pdf", 'certificate_7.pdf')).filename).toBe(
      'certificate_7.pdf',
    );
    expect(params(contentDisposition('ブランド事業者一覧_20261123.pdf', 'brand_names_20261123.pdf')).filename).toBe(
      'brand_names_20261123.pdf',
    );
    expect(
      params(contentDisposition('コージェネレーション設備_サンプル.zip', 'cogeneration_systems_sample.zip')).filename,
    ).toBe('cogeneration_systems_sample.zip');
  });

  it('keeps an ASCII name as its own fallback, with quotes and backslashes made harmless', () => {
    expect(contentDisposition('HP-5 (v2).pdf', 'certificate_7.pdf')).toBe(
      `attachment; filename="HP-5 (v2).pdf"; filename*=UTF-8''HP-5%20%28v2%29.pdf`,
    );
    expect(params(contentDisposition('a"b\\c.pdf', 'x.pdf')).filename).toBe('a_b_c.pdf');
  });
});
