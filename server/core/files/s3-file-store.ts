import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileNotFound, fanOutKey, type ByteRange, type FileStore, type StoredObjectInfo } from './file-store.js';

export interface S3FileStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ("" or ending in "/"). */
  prefix?: string;
  client: S3ClientConfig;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/**
 * Objects `<prefix>ab/cd/<sha256>` in an S3-compatible bucket, for deployments with several app
 * processes. Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_PROFILE, instance roles). S3 writes are atomic per object, so no temporary key is needed.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

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
  }

  private key(sha256: string): string {
    return `${this.prefix}${fanOutKey(sha256)}`;
  }

  async put(sha256: string, sourcePath: string): Promise<void> {
    if (await this.stat(sha256)) return;
    const { size } = await stat(sourcePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(sha256),
        Body: createReadStream(sourcePath),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async putBuffer(sha256: string, content: Buffer): Promise<void> {
    if (await this.stat(sha256)) return;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(sha256),
        Body: content,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async stream(sha256: string, range?: ByteRange): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.key(sha256),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFound(sha256);
      throw error;
    }
  }

  async stat(sha256: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(sha256) }));
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
