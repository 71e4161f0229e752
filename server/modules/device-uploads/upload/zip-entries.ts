import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { ValidationFailed } from '../../../core/errors.js';
import { PdfInspector } from '../../../lib/pdf/pdf-inspector.js';
import {
  readZipDirectory,
  ZipReadError,
  type ZipDirectoryEntry,
  type ZipFailure,
} from '../../../lib/zip/zip-directory.js';
import { readEntryData, type ZipFileReader } from '../../../lib/zip/zip-entry-data.js';
import { checkEntryLayout } from '../../../lib/zip/zip-local-headers.js';
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
  file: ZipFileReader;
}

/**
 * Inflates one entry into `sink`, counting every byte against the entry's declared size, its
 * compression ratio and the upload's budget as it arrives. `sink` may answer false to stop early.
 */
async function inflate(
  { entry, name, limit, file }: ZipFileEntry,
  password: Buffer | null,
  budget: InflateBudget,
  maxRatio: number,
  sink: (chunk: Buffer) => Promise<boolean> | boolean,
): Promise<void> {
  let size = 0;
  let stopped = false;
  try {
    await readEntryData({
      file,
      entry,
      limit,
      password,
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

/**
 * Inflates an entry of a plain zip (a workbook's part) into `sink`: its real size, the ratio and
 * the budget are checked as the bytes arrive, as for the upload's own entries.
 */
export async function inflatePlain(
  entry: ZipFileEntry,
  budget: InflateBudget,
  maxRatio: number,
  sink: (chunk: Buffer) => Promise<boolean> | boolean,
): Promise<void> {
  await inflate(entry, null, budget, maxRatio, sink);
}

/** The CSV (or workbook), which is parsed whole anyway. */
export async function readEntryToMemory(
  entry: ZipFileEntry,
  password: Buffer,
  budget: InflateBudget,
  maxRatio: number,
): Promise<Buffer> {
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

/** A clean PDF's bytes, held until the upload puts them into the file store: in memory, or in a staging file. */
export interface StagedBytes {
  /** The staging file ('' when in memory or invalid). */
  path: string;
  content: Buffer | null;
}

/** How many bytes of small PDFs one upload may hold in memory (the rest are staged to files). */
export interface StagingMemory {
  remaining: number;
}

export const STAGING_MEMORY_BYTES = 64 * 1024 * 1024;
/** Entries up to this declared size may be held in memory. */
const IN_MEMORY_MAX = 1024 * 1024;

/**
 * A PDF hashed and inspected as it is inflated, and kept in memory when small and the upload's
 * allowance has room, else streamed to `path` (one chunk per entry in memory). Inflation stops at
 * the first bytes that are not a PDF.
 */
export async function stagePdf(
  entry: ZipFileEntry,
  password: Buffer,
  budget: InflateBudget,
  maxRatio: number,
  { path, memory }: { path: string; memory: StagingMemory },
): Promise<StagedPdf & StagedBytes> {
  const hash = createHash('sha256');
  const inspector = new PdfInspector();
  const declared = entry.entry.uncompressedSize;
  const inMemory = declared <= IN_MEMORY_MAX && declared <= memory.remaining;
  if (inMemory) memory.remaining -= declared;
  const out: WriteStream | null = inMemory ? null : createWriteStream(path);
  // A failed write (disk full) is raised here, never as an unhandled 'error' event.
  let writeError: Error | null = null;
  out?.on('error', (error) => {
    writeError = error;
  });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    await inflate(entry, password, budget, maxRatio, async (chunk) => {
      inspector.write(chunk);
      if (inspector.earlyProblem) return false;
      hash.update(chunk);
      size += chunk.length;
      if (!out) chunks.push(chunk);
      else if (!out.write(chunk) && !writeError) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (writeError) throw writeError;
      return true;
    });
  } finally {
    if (out && !out.closed) {
      out.end();
      await once(out, 'close').catch(() => undefined);
    }
  }
  if (writeError) throw writeError;
  const invalid = inspector.finish();
  if (invalid) {
    if (out) await rm(path, { force: true });
    else memory.remaining += declared;
  }
  const content = !invalid && inMemory ? Buffer.concat(chunks, size) : null;
  return { size, sha256: hash.digest('hex'), invalid, path: !invalid && out ? path : '', content };
}
const FAILURE_MESSAGES: Record<Exclude<ZipFailure, 'tooManyEntries'>, (name: string) => string> = {
  wrongPassword: () => MESSAGES.wrongPassword,
  notEncrypted: () => MESSAGES.notEncrypted,
  unsupported: (name) => MESSAGES.unsupported(name),
  overlapping: () => MESSAGES.overlapping,
  corrupt: (name) => `${MESSAGES.notZip}: ${name}`,
  headerMismatch: (name) => MESSAGES.headerMismatch(name),
  extraBytes: () => MESSAGES.extraBytes,
};

/** The user's message for a zip failure about the entry called `name`. */
export const zipFailureMessage = (failure: Exclude<ZipFailure, 'tooManyEntries'>, name: string): string =>
  FAILURE_MESSAGES[failure](name);

/** Entry failures become the user's message; anything else (a full disk) stays a server error. */
function translate(error: unknown, name: string): unknown {
  if (error instanceof ZipReadError && error.failure !== 'tooManyEntries')
    return zipError(FAILURE_MESSAGES[error.failure](name));
  return error;
}

/** A failure of the entries' layout (the entry count is the directory's to refuse). */
type LayoutFailure = ZipReadError & { failure: Exclude<ZipFailure, 'tooManyEntries'> };

/** How a zip's directory and layout failures read to the maker (the upload's zip, a workbook's). */
export interface DirectoryMessages {
  /** The central directory could not be read: a ZipReadError, or whatever else stopped the reading. */
  directory: (error: unknown) => string;
  /** Local headers that disagree with the directory, or regions that overlap. */
  layout: (error: LayoutFailure) => string;
}

/**
 * A zip's entries (at most `maxEntries`) and where each one's data must end, once the local headers
 * agree with the central directory and the entries tile the file (zip-local-headers.ts): two
 * entries at one offset, or a header past the directory, would make one compressed stream count
 * as many entries (the classic overlapping zip bomb). Failures become 422s worded by `messages`.
 */
export async function checkedZipDirectory(
  file: ZipFileReader,
  maxEntries: number,
  messages: DirectoryMessages,
): Promise<{ entries: ZipDirectoryEntry[]; limitOf: Map<ZipDirectoryEntry, number> }> {
  let directory: Awaited<ReturnType<typeof readZipDirectory>>;
  try {
    directory = await readZipDirectory(file.handle, file.size, maxEntries);
  } catch (error) {
    throw zipError(messages.directory(error));
  }
  try {
    return {
      entries: directory.entries,
      limitOf: await checkEntryLayout(file, directory.entries, directory.directoryOffset),
    };
  } catch (error) {
    if (!(error instanceof ZipReadError) || error.failure === 'tooManyEntries') throw error;
    throw zipError(messages.layout(error as LayoutFailure));
  }
}
