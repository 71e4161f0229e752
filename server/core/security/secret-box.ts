import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

/** Shown when a stored secret was sealed with another APP_KEY (a changed key without rotate-app-key). */
export const KEY_MISMATCH_MESSAGE = '保存されているZIPパスワードを復号できません。システム管理者にお問い合わせください';

/**
 * AES-256-GCM for secrets that must be recovered later (zip passwords decrypt uploads, so they
 * cannot be hashed). Format: "v1:" + base64(iv[12] | tag[16] | ciphertext).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('APP_KEY must decode to exactly 32 bytes');
    this.key = key;
  }

  static fromString(value: string): SecretBox {
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    return new SecretBox(key);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /**
   * The plain secret; a 409 with a clear message (and an operator log line) when it was sealed with
   * another APP_KEY, instead of a 500: the fix is on the operator's side (npm run rotate-app-key).
   */
  decrypt(sealed: string): string {
    try {
      return this.open(sealed);
    } catch {
      logger.error(
        'a stored secret cannot be decrypted with APP_KEY: was APP_KEY changed without npm run rotate-app-key?',
      );
      throw new AppError('conflict', KEY_MISMATCH_MESSAGE);
    }
  }

  /** Throws when `sealed` was not made with this key (rotate-app-key tells the keys apart with it). */
  open(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('unknown secret format');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}
