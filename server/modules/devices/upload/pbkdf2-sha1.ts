import { pbkdf2 } from 'node:crypto';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

interface NativePbkdf2 {
  pbkdf2Sha1(password: Buffer, salt: Buffer, iterations: number, keyLength: number): Promise<Buffer>;
  /** Its bounds: the password and the salt each, and the key (longer ones go to node:crypto). */
  maxInputBytes: number;
  maxKeyBytes: number;
}

/**
 * native/zip-pbkdf2, built by the project's postinstall where a C compiler is found (an optional
 * dependency): null where it was not, and then node:crypto gives the same bytes.
 */
const native = createRequire(import.meta.url)('zip-pbkdf2') as NativePbkdf2 | null;
const pbkdf2Async = promisify(pbkdf2);

/** Which implementation derives WinZip AES keys in this process (for the start-up log and the tests). */
export const pbkdf2Implementation: 'native' | 'node:crypto' = native ? 'native' : 'node:crypto';

/**
 * PBKDF2-HMAC-SHA1 in libuv's thread pool. A WinZip AES entry costs 1000 iterations of two SHA-1
 * blocks; the addon runs them on OpenSSL's block function without the EVP layer's per-iteration
 * set-up, with the key's blocks computed side by side, and takes about 30 % of node:crypto's CPU for
 * the same key (docs/decisions.md).
 */
export function pbkdf2Sha1(password: Buffer, salt: Buffer, iterations: number, keyLength: number): Promise<Buffer> {
  if (
    native &&
    password.length <= native.maxInputBytes &&
    salt.length <= native.maxInputBytes &&
    keyLength <= native.maxKeyBytes
  )
    return native.pbkdf2Sha1(password, salt, iterations, keyLength);
  return pbkdf2Async(password, salt, iterations, keyLength, 'sha1');
}
