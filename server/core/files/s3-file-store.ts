import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { logger } from '../logger.js';
import { NETWORK_ERROR_CODES } from '../ops/database-unavailable.js';
import {
  FileNotFound,
  fanOutKey,
  fileStoreUnavailable,
  type ByteRange,
  type FileStore,
  type StoredObjectInfo,
} from './file-store.js';

export interface S3FileStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ("" or ending in "/"). */
  prefix?: string;
  client: S3ClientConfig;
}

const PUT_ATTEMPTS = 3;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** No answer (refused, reset, timed out, name not found) or a server error of the store (not 501). */
function isOutage(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 && status !== 501;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) || name === 'TimeoutError';
}

/**
 * Objects `<prefix>ab/cd/<sha256>` in an S3-compatible bucket, for deployments with several app
 * processes. Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_PROFILE, instance roles). S3 writes are atomic per object, so no temporary key is needed.
 */
export class S3FileStore implements FileStore {
  /** Round trips overlap: many requests in flight hide each one's latency (the SDK allows 50 sockets). */
  readonly parallelism = 32;
  private readonly client: S3Client;
  private conditionalWrites = true;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly endpoint: string;

  constructor(options: S3FileStoreOptions) {
    // Checksums only where S3 requires them: the SDK's default sends streamed bodies aws-chunked with
    // a CRC trailer, which S3-compatible servers (s3rver, older MinIO, Ceph) store framing and all.
    this.client = new S3Client({
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...options.client,
    });
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    const { endpoint } = options.client;
    this.endpoint = typeof endpoint === 'string' ? endpoint : 'AWS';
  }

  describe(): string {
    return `s3://${this.bucket}/${this.prefix} at ${this.endpoint}`;
  }

  /**
   * Refuses a bucket that does not exist or that the credentials may not use: boot stops with the
   * reason, instead of serving until the first upload fails. An unreachable store is logged and
   * let be (it may come back; until then its requests answer 503).
   */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (isOutage(error)) {
        logger.warn({ err: error, store: this.describe() }, 'file store unreachable at start');
        return;
      }
      const status = statusOf(error);
      throw new Error(
        `FILE_STORE: cannot use bucket "${this.bucket}" at ${this.endpoint}` +
          (status === 404 ? ' (no such bucket)' : status === 403 ? ' (access denied)' : ` (${String(error)})`),
      );
    }
  }

  /** One request to the store; an outage becomes a 503 the user can read, its cause logged here. */
  private async request<T>(send: () => Promise<T>, operation: string): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (!isOutage(error)) throw error;
      logger.warn({ err: error, store: this.describe(), operation }, 'file store unreachable');
      throw fileStoreUnavailable();
    }
  }

  private key(sha256: string): string {
    return `${this.prefix}${fanOutKey(sha256)}`;
  }

  async put(sha256: string, sourcePath: string): Promise<void> {
    const { size } = await stat(sourcePath);
    await this.putObject(sha256, () => createReadStream(sourcePath), size);
  }

  async putBuffer(sha256: string, content: Buffer): Promise<void> {
    await this.putObject(sha256, () => content, content.length);
  }

  /**
   * One round trip per object: a PUT only if the key is absent (`If-None-Match: *`); 412 means it is
   * already there (same key, same bytes). A server that does not implement conditional writes (501)
   * gets a HEAD before each PUT from then on; one that ignores the header overwrites the object with
   * the same bytes.
   */
  private async putObject(sha256: string, body: () => Buffer | Readable, size: number): Promise<void> {
    const conditional = this.conditionalWrites;
    if (!conditional && (await this.stat(sha256))) return;
    for (let attempt = 1; ; attempt += 1) {
      const content = body();
      try {
        await this.request(
          () =>
            this.client.send(
              new PutObjectCommand({
                Bucket: this.bucket,
                Key: this.key(sha256),
                Body: content,
                ContentLength: size,
                ContentType: 'application/octet-stream',
                IfNoneMatch: conditional ? '*' : undefined,
              }),
            ),
          'put',
        );
        return;
      } catch (error) {
        const status = statusOf(error);
        if (conditional && status === 412) return;
        // A concurrent conditional write of the same key: S3 asks for a retry.
        if (conditional && status === 409 && attempt < PUT_ATTEMPTS) continue;
        if (conditional && status === 501) {
          this.conditionalWrites = false;
          return this.putObject(sha256, body, size);
        }
        throw error;
      } finally {
        // A file stream the request did not read to its end (a 412 before the body) keeps its descriptor.
        if (content instanceof Readable) content.destroy();
      }
    }
  }

  async stream(sha256: string, range?: ByteRange): Promise<Readable> {
    try {
      const object = await this.request(
        () =>
          this.client.send(
            new GetObjectCommand({
              Bucket: this.bucket,
              Key: this.key(sha256),
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          ),
        'get',
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFound(sha256);
      throw error;
    }
  }

  /** S3 answers a PUT once the object is stored durably: nothing is left to wait for. */
  async makeDurable(): Promise<void> {}

  async stat(sha256: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.request(
        () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) })),
        'head',
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.request(
      () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) })),
      'delete',
    );
  }

  async signedUrl(sha256: string, options: { expiresInSeconds: number; fileName: string }): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.key(sha256),
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  /** Closes the SDK's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
