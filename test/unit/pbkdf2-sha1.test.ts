import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pbkdf2Sha1 } from '../../server/lib/zip/pbkdf2-sha1.js';

describe('PBKDF2-HMAC-SHA1 for WinZip AES keys', () => {
  // RFC 6070's test vectors.
  it.each([
    ['password', 'salt', 1, 20, '0c60c80f961f0e71f3a9b524af6012062fe037a6'],
    ['password', 'salt', 2, 20, 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957'],
    ['password', 'salt', 4096, 20, '4b007901b765489abead49d926f721d065a429c1'],
    [
      'passwordPASSWORDpassword',
      'saltSALTsaltSALTsaltSALTsaltSALTsalt',
      4096,
      25,
      '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038',
    ],
    ['pass\0word', 'sa\0lt', 4096, 16, '56fa6aa75548099dcc37d7f03425e0c3'],
  ])('RFC 6070: %j / %j, %i iterations', async (password, salt, iterations, length, hex) => {
    const key = await pbkdf2Sha1(Buffer.from(password), Buffer.from(salt), iterations, length);
    expect(key.toString('hex')).toBe(hex);
  });

  it.each([
    [0, 8, 66],
    [1, 16, 34],
    [63, 12, 50],
    [64, 16, 66],
    [65, 16, 66],
    [200, 8, 1],
    [1024, 16, 66],
    [1025, 16, 66],
    [3000, 2000, 1500],
  ])('gives node:crypto bytes for a %i-byte password, %i-byte salt, %i-byte key', async (size, saltSize, length) => {
    const password = randomBytes(size);
    const salt = randomBytes(saltSize);
    const key = await pbkdf2Sha1(password, salt, 1000, length);
    expect(key.equals(pbkdf2Sync(password, salt, 1000, length, 'sha1'))).toBe(true);
  });

  it('gives node:crypto bytes for a Japanese password (UTF-8)', async () => {
    const password = Buffer.from('省エネ設備パスワード', 'utf8');
    const salt = randomBytes(16);
    expect((await pbkdf2Sha1(password, salt, 1000, 66)).equals(pbkdf2Sync(password, salt, 1000, 66, 'sha1'))).toBe(
      true,
    );
  });

  it('copies its inputs when called, so a buffer changed meanwhile does not change the key', async () => {
    const password = Buffer.from('secret');
    const salt = Buffer.from('0123456789abcdef');
    const expected = pbkdf2Sync(password, salt, 1000, 34, 'sha1');
    const pending = pbkdf2Sha1(password, salt, 1000, 34);
    password.fill(0);
    salt.fill(0);
    expect((await pending).equals(expected)).toBe(true);
  });
});
