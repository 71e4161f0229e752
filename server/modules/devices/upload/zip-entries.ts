import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { ValidationFailed } from '../../../core/errors.js';
import { PdfInspector } from './pdf-inspector.js';
import type { ZipDirectoryEntry } from './zip-directory.js';
import { EntryDataError, readEntryData, type EntryFailure } from './zip-entry-data.js';
import { MESSAGES } from './zip-messages.js';

export const zipError = (message: string) => ValidationFailed({ zip: [message] });

/** Bytes actually inflated so far by one upload, across all its entries (declared sizes are not trusted). */
export interface InflateBudget {
  remaining: number;
  max: number;
}

/** A file entry of the upload: its directory record, decoded name and where its data must end. */
export interface ZipFileEntry {
  entry: ZipDirectoryEntry;
  name: string;
  limit: number;
  file: FileHandle;
}

/**
 * Inflates one entry into `sink`, counting every byte against the entry's declared size, its
 * compression ratio and the upload's budget as it arrives. `sink` may answer false to stop early.
 */
async function inflate(
  { entry, name, limit, file }: ZipFileEntry, password: Buffer, budget: InflateBudget, maxRatio: number,
  sink: (chunk: Buffer) => Promise<boolean> | boolean,
): Promise<void> {
  let size = 0;
  let stopped = false;
  try {
    await readEntryData({
      file, entry, limit, password,
      sink: async (chunk) => {
        size += chunk.length;
        budget.remaining -= chunk.length;
        if (budget.remaining < 0) throw zipError(MESSAGES.tooLarge(budget.max));
        if (size > entry.uncompressedSize) throw zipError(MESSAGES.sizeMismatch(name));
        if (size > Math.max(1, entry.compressedSize) * maxRatio + 1024 * 1024) throw zipError(MESSAGES.ratio(name));
        stopped = !(await sink(chunk));
        return !stopped;
      },
    });
  } catch (error) {
    throw translate(error, name);
  }
  if (!stopped && size !== entry.uncompressedSize) throw zipError(MESSAGES.sizeMismatch(name));
}

/** The CSV, which is parsed whole anyway. */
export async function readEntryToMemory(entry: ZipFileEntry, password: Buffer, budget: InflateBudget, maxRatio: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  await inflate(entry, password, budget, maxRatio, (chunk) => {
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
export async function stagePdf(entry: ZipFileEntry, password: Buffer, budget: InflateBudget, maxRatio: number, path: string): Promise<StagedPdf> {
  const hash = createHash('sha256');
  const inspector = new PdfInspector();
  const out: WriteStream = createWriteStream(path);
  let size = 0;
  try {
    await inflate(entry, password, budget, maxRatio, async (chunk) => {
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

const FAILURE_MESSAGES: Record<EntryFailure, (name: string) => string> = {
  wrongPassword: () => MESSAGES.wrongPassword,
  notEncrypted: () => MESSAGES.notEncrypted,
  unsupported: (name) => MESSAGES.unsupported(name),
  overlapping: () => MESSAGES.overlapping,
  corrupt: (name) => `${MESSAGES.notZip}: ${name}`,
};

function translate(error: unknown, name: string): Error {
  if (error instanceof Error && error.name === 'AppError') return error;
  if (error instanceof EntryDataError) return zipError(FAILURE_MESSAGES[error.failure](name));
  return zipError(`${MESSAGES.notZip}: ${name}`);
}
