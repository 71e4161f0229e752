import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import {
  ERR_AMBIGUOUS_ARCHIVE, ERR_INVALID_PASSWORD, ERR_INVALID_UNCOMPRESSED_SIZE, ERR_OVERLAPPING_ENTRY,
  WARNING_MISMATCHED_LOCAL_FILE_HEADER_CRC32_OR_SIZES, type FileEntry,
} from '@zip.js/zip.js';
import { ValidationFailed } from '../../../core/errors.js';
import { PdfInspector } from './pdf-inspector.js';
import { MESSAGES } from './zip-messages.js';

export const zipError = (message: string) => ValidationFailed({ zip: [message] });

/** Bytes actually inflated so far by one upload, across all its entries (declared sizes are not trusted). */
export interface InflateBudget {
  remaining: number;
  max: number;
}

/**
 * Inflates one entry into `sink`, counting every byte against the entry's declared size, its
 * compression ratio and the upload's budget as it arrives. `sink` may answer false to stop early.
 */
async function inflate(
  entry: FileEntry, name: string, password: string, budget: InflateBudget, maxRatio: number,
  sink: (chunk: Uint8Array) => Promise<boolean> | boolean,
): Promise<void> {
  let size = 0;
  const stop = new Error('stop');
  const writable = new WritableStream<Uint8Array>({
    async write(chunk) {
      size += chunk.length;
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) throw zipError(MESSAGES.tooLarge(budget.max));
      if (size > Math.max(entry.uncompressedSize, 0)) throw zipError(MESSAGES.sizeMismatch(name));
      if (size > Math.max(1, entry.compressedSize) * maxRatio + 1024 * 1024) throw zipError(MESSAGES.ratio(name));
      if (!(await sink(chunk))) throw stop;
    },
  });
  try {
    await entry.getData!(writable, { password, checkOverlappingEntry: true });
  } catch (error) {
    if (error === stop || (error as { cause?: unknown })?.cause === stop) return;
    throw translate(error, name);
  }
}

/** The CSV, which is parsed whole anyway. */
export async function readEntryToMemory(entry: FileEntry, name: string, password: string, budget: InflateBudget, maxRatio: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  await inflate(entry, name, password, budget, maxRatio, (chunk) => {
    chunks.push(chunk);
    size += chunk.length;
    return true;
  });
  return Buffer.concat(chunks, size);
}

export interface StagedPdf {
  size: number;
  sha256: string;
  /** null when the content is a clean PDF; else why it is refused. */
  invalid: string | null;
}

/**
 * A PDF streamed to `path` while it is hashed and inspected, so an upload holds one chunk per
 * entry in memory, not its files. Inflation stops at the first bytes that are not a PDF.
 */
export async function stagePdf(entry: FileEntry, name: string, password: string, budget: InflateBudget, maxRatio: number, path: string): Promise<StagedPdf> {
  const hash = createHash('sha256');
  const inspector = new PdfInspector();
  const out: WriteStream = createWriteStream(path);
  let size = 0;
  try {
    await inflate(entry, name, password, budget, maxRatio, async (chunk) => {
      inspector.write(chunk);
      if (inspector.earlyProblem) return false;
      hash.update(chunk);
      size += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
      return true;
    });
  } finally {
    out.end();
    await once(out, 'close');
  }
  const invalid = inspector.finish();
  if (invalid) await rm(path, { force: true });
  return { size, sha256: hash.digest('hex'), invalid };
}

function translate(error: unknown, name: string): Error {
  if (error instanceof Error && error.name === 'AppError') return error;
  const message = error instanceof Error ? error.message : String(error);
  if (message === ERR_INVALID_PASSWORD) return zipError(MESSAGES.wrongPassword);
  if (message === ERR_OVERLAPPING_ENTRY) return zipError(MESSAGES.overlapping);
  // A header that understates the size: zip.js stops the data once it outgrows the declared size,
  // or refuses the entry when its data descriptor disagrees with the headers.
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (message === ERR_INVALID_UNCOMPRESSED_SIZE
    || (message === ERR_AMBIGUOUS_ARCHIVE && reason === WARNING_MISMATCHED_LOCAL_FILE_HEADER_CRC32_OR_SIZES)) {
    return zipError(MESSAGES.sizeMismatch(name));
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause && cause !== error) return translate(cause, name);
  return zipError(`${MESSAGES.notZip}: ${name}`);
}
