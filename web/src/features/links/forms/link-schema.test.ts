import { describe, expect, it } from 'vitest';
import { linkSchema } from './link-schema';

const urlErrors = async (url: string) => {
  try {
    await linkSchema.validate({ categoryCode: 'H-01-07', url }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('link schema url', () => {
  it.each([
    'http://x.example/ a b',
    'https://x.example/\n<script>',
    'https://x.example/\u3000page',
    'https://x.example/\u0000',
    'https://x.example/\u202Egpj.exe',
    'https://x.example/\u200Bzero',
  ])('refuses blanks and control characters: %j', async (url) => {
    expect(await urlErrors(url)).toEqual(['urlに空白や制御文字を含めることはできません']);
  });

  it('accepts ordinary urls, trimmed at the ends, and escaped spaces', async () => {
    expect(await urlErrors('  https://www.example.jp/products/window?q=a%20b#top  ')).toEqual([]);
    expect(await urlErrors('https://www.example.jp/製品/窓')).toEqual([]);
  });
});
