import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ValidationFailed } from '../../../core/errors.js';
import { zipTooLargeMessage } from '../../../rules/device-forms.js';

/** An uploaded zip, received into a temporary file (the zip reader reads its entries by offset). */
export interface UploadedZip {
  fileName: string;
  path: string;
  size: number;
  /** Of the whole file: the check's preview is found again by it on commit. */
  sha256: string;
}

export const zipTooLarge = (maxBytes: number) => ValidationFailed({ zip: [zipTooLargeMessage(maxBytes)] });

/** The upload could not be received (the request was cut short or malformed). */
export const uploadUnreadable = () => ValidationFailed({ zip: ['アップロードを読み込めませんでした'] });

class TooLarge extends Error {}

/**
 * Streams an upload into a fresh temporary folder, hashing it on the way and refusing it as soon
 * as it passes `maxBytes` (nothing larger is ever written). The caller removes it with
 * `discardUploadedZip` when the request is done.
 */
export async function receiveZip(source: Readable, fileName: string, maxBytes: number): Promise<UploadedZip> {
  // Until the pipeline listens, a request cut short (busboy's "Unexpected end of form" on the file
  // stream) would be an unhandled 'error' event, which stops the process.
  let cutShort = false;
  const beforePipeline = () => (cutShort = true);
  source.on('error', beforePipeline);
  const dir = await mkdtemp(join(tmpdir(), 'portal-zip-'));
  source.off('error', beforePipeline);
  if (cutShort || source.destroyed) {
    await rm(dir, { recursive: true, force: true });
    throw uploadUnreadable();
  }
  const path = join(dir, 'upload.zip');
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof TooLarge || (error as { status?: number }).status === 413) throw zipTooLarge(maxBytes);
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw uploadUnreadable();
  }
  return { fileName, path, size, sha256: hash.digest('hex') };
}

/** Removes a received zip and its folder (safe to call twice, or with null). */
export async function discardUploadedZip(zip: UploadedZip | null): Promise<void> {
  if (zip) await rm(join(zip.path, '..'), { recursive: true, force: true });
}
