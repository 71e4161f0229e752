import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SecretBox } from '../../server/core/security/secret-box.js';

describe('SecretBox (zip passwords at rest)', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips, including Japanese text, and never stores the plain text', () => {
    const sealed = box.encrypt('ファイル用パスワード-123');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('123');
    expect(box.decrypt(sealed)).toBe('ファイル用パスワード-123');
  });

  it('uses a fresh IV each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses tampered data and a different key', () => {
    const sealed = box.encrypt('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('opens what the previous key sealed, seals with the new one, and open() knows only the new one', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const sealedBefore = new SecretBox(oldKey).encrypt('旧キーで保存');
    const rotating = new SecretBox(newKey, [oldKey]);
    expect(rotating.decrypt(sealedBefore)).toBe('旧キーで保存');
    expect(() => rotating.open(sealedBefore)).toThrow();
    expect(new SecretBox(newKey).decrypt(rotating.encrypt('新'))).toBe('新');
    expect(() => new SecretBox(newKey, [randomBytes(32)]).decrypt(sealedBefore)).toThrow();
    expect(() => new SecretBox(newKey, [randomBytes(16)])).toThrow(/32 bytes/);
  });

  it('accepts base64 or hex keys of 32 bytes only', () => {
    const key = randomBytes(32);
    expect(
      SecretBox.fromString(key.toString('hex')).decrypt(SecretBox.fromString(key.toString('base64')).encrypt('x')),
    ).toBe('x');
    expect(() => SecretBox.fromString('short')).toThrow(/32 bytes/);
  });
});
