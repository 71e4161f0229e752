import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';

/** Shown when a stored secret was sealed with another APP_KEY (a changed key without rotate-app-key). */
export const KEY_MISMATCH_MESSAGE = '保存されているZIPパスワードを復号できません。システム管理者にお問い合わせください';

/**
 * AES-256-GCM for secrets that must be recovered later (zip passwords decrypt uploads, so they
 * cannot be hashed). Format: "v1:" + base64(iv[12] | tag[16] | ciphertext). Seals with APP_KEY;
 * also opens what the previous key (OLD_APP_KEY, during a rotation) sealed, so secrets written by
 * processes still on the old key stay usable until rotate-app-key re-seals them.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly previousKeys: readonly Buffer[];

  constructor(key: Buffer, previousKeys: readonly Buffer[] = []) {
    for (const k of [key, ...previousKeys])
      if (k.length !== 32) throw new Error('APP_KEY and OLD_APP_KEY must decode to exactly 32 bytes');
    this.key = key;
    this.previousKeys = previousKeys;
  }

  static fromString(value: string, previous: readonly string[] = []): SecretBox {
    return new SecretBox(decodeKey(value), previous.map(decodeKey));
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
    for (const key of [this.key, ...this.previousKeys]) {
      try {
        return openWith(key, sealed);
      } catch {
        // Not this key: try the next.
      }
    }
    logger.error(
      'a stored secret cannot be decrypted with APP_KEY (nor OLD_APP_KEY): was APP_KEY changed without OLD_APP_KEY and npm run rotate-app-key?',
    );
    throw new AppError('conflict', KEY_MISMATCH_MESSAGE);
  }

  /** Throws when `sealed` was not made with APP_KEY itself (rotate-app-key tells the keys apart with it). */
  open(sealed: string): string {
    return openWith(this.key, sealed);
  }
}

function decodeKey(value: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

function openWith(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('unknown secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
