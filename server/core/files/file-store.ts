import type { Readable } from 'node:stream';
import { AppError } from '../errors.js';

/** An inclusive byte range, as in an HTTP Range header (`bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  size: number;
}

export interface PutOptions {
  /**
   * No `stored_files` row held the key before the caller registered it (an upload's new PDF): the
   * object is absent, or a leftover of a collection that failed halfway, which holds the same bytes.
   * The local store then writes without first asking whether the file is there (the stat of a new
   * file fails, and that failure costs more than the write's own calls); the object is replaced
   * atomically by the same bytes if it was.
   */
  unregistered?: boolean;
}

/**
 * Certificate bytes keyed by their sha256 (lower-case hex). Content-addressed, so `put` of a key that
 * exists is a no-op and two processes putting the same file cannot conflict. Metadata (size, content
 * type, when it was last used) lives in the `stored_files` table; the store only holds bytes.
 */
export interface FileStore {
  /** Puts or stats worth having in flight at once when an upload stores or checks thousands of files. */
  readonly parallelism: number;
  /** Stores the file at `sourcePath` under `sha256`; the caller has hashed it. */
  put(sha256: string, sourcePath: string, options?: PutOptions): Promise<void>;
  /** Stores bytes already in memory (the seed, the bytea move). */
  putBuffer(sha256: string, content: Buffer, options?: PutOptions): Promise<void>;
  /** The bytes (or one range of them); rejects with FileNotFound when the key is absent. */
  stream(sha256: string, range?: ByteRange): Promise<Readable>;
  /** Size of the stored object, or null when it is absent. */
  stat(sha256: string): Promise<StoredObjectInfo | null>;
  /**
   * Returns once the objects would survive a crash of the machine (a power loss): called before a
   * transaction commits rows that refer to them, or empties the only other copy.
   */
  makeDurable(sha256s: readonly string[]): Promise<void>;
  /** Removes the object; absent keys are fine (a retry of a half-done collection). */
  delete(sha256: string): Promise<void>;
  /**
   * Brings the store's own layout up to date and refuses a store that cannot be right (a bucket
   * that does not exist); boot runs it before the app serves anything.
   */
  prepare?(): Promise<void>;
  /** Where the files are, for operators' output: a directory, or `s3://bucket/prefix at endpoint`. */
  describe(): string;
  /** A time-limited URL a client may fetch directly, when the driver can give one. */
  signedUrl?(sha256: string, options: { expiresInSeconds: number; fileName: string }): Promise<string>;
}

/** Seconds a client is asked to wait while the file store cannot be reached. */
export const FILE_STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The file store cannot be reached (or answers with a server error): a 503 naming what is down, so
 * neither a user nor an operator takes it for the database. The driver logs the cause.
 */
export const fileStoreUnavailable = () =>
  new AppError(
    'unavailable',
    'ただいま証明書ファイルを扱えません。しばらくしてから再度お試しください',
    undefined,
    FILE_STORE_RETRY_AFTER_SECONDS,
  );

export class FileNotFound extends Error {
  constructor(sha256: string) {
    super(`stored file ${sha256} is missing from the file store`);
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Keys become paths and object names: anything but a sha256 is a programming error. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error(`not a sha256 key: ${JSON.stringify(sha256)}`);
}

/** `ab/cd/abcd…`: S3 object names (two levels keep listings by prefix small); the local store's first layout. */
export function fanOutKey(sha256: string): string {
  assertSha256(sha256);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}
