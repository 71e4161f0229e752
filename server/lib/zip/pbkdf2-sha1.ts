import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/**
 * PBKDF2-HMAC-SHA1 (WinZip AES: 1000 iterations over a per-entry salt) by node:crypto, in libuv's
 * thread pool so that the derivations of an upload check run beside the event loop, as many at once
 * as the pool has threads (UV_THREADPOOL_SIZE, see docs/deploy.md). About 0.5–0.7 ms of CPU per
 * AES-256 entry (docs/decisions.md).
 */
export function pbkdf2Sha1(password: Buffer, salt: Buffer, iterations: number, keyLength: number): Promise<Buffer> {
  return pbkdf2Async(password, salt, iterations, keyLength, 'sha1');
}
