import { join } from 'node:path';
import { configure, Uint8ArrayReader, ZipReader, type Entry, type FileEntry } from '@zip.js/zip.js';
import { entryKey } from './entry-key.js';
import { certificatePathCandidates, decodeEntryName, isIgnoredEntry, normalizeEntryPath } from './entry-names.js';
import { readEntryToMemory, stagePdf, zipError, type InflateBudget, type StagedPdf } from './zip-entries.js';
import { MESSAGES } from './zip-messages.js';

export { MESSAGES } from './zip-messages.js';

configure({ useWebWorkers: false });

/** Limits of an upload (the zip size itself is limited where the request is read). */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** Maximum uncompressed/compressed ratio of one entry. */
  maxRatio: number;
  maxRows: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressed: 500 * 1024 * 1024,
  maxRatio: 200,
  maxRows: 5_000,
};

/** An entry's name from its raw bytes, UTF-8 flag and extra fields (see entry-names.ts). */
const entryName = (entry: Entry): string => (entry.rawFilename
  ? decodeEntryName({ bytes: entry.rawFilename, utf8Flag: entry.bitFlag?.languageEncodingFlag ?? false, extraField: entry.rawExtraField })
  : normalizeEntryPath(entry.filename));

function unsafeName(name: string): boolean {
  const path = name.replaceAll('\\', '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return true;
  if (path.split('/').some((part) => part === '..')) return true;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f]/.test(path);
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

export interface ZipPdf extends StagedPdf {
  name: string;
  /** The staged copy (absent when invalid): read it before the upload's staging folder is removed. */
  path: string;
}

export interface ReadZip {
  csvName: string;
  csvBytes: Buffer;
  /** Referenced PDFs by normalized path inside the zip. */
  pdfs: Map<string, ZipPdf>;
}

export interface ReadUploadZipOptions {
  limits?: ZipLimits;
  /** An empty folder the PDFs are streamed into; the caller removes it. */
  stagingDir: string;
  /** The 証明書ファイル名 cells of the CSV, as stored (parsing it may refuse the upload first). */
  referencedPdfs: (csvBytes: Buffer) => Promise<Iterable<string>> | Iterable<string>;
}

/** Entries inflated at a time: AES key derivation and inflation run off the main thread. */
const CONCURRENCY = 8;
const UNREFERENCED_SHOWN = 5;

/**
 * Reads an encrypted upload zip with every limit checked before and while reading (nothing is
 * trusted from the central directory alone: sizes are counted as bytes arrive). The CSV is read
 * first; only the PDFs it refers to are inflated, one stream each, to `stagingDir`; a PDF no row
 * refers to refuses the upload before anything else is inflated.
 */
export async function readUploadZip(zip: Uint8Array, password: string, options: ReadUploadZipOptions): Promise<ReadZip> {
  const limits = options.limits ?? DEFAULT_ZIP_LIMITS;
  const reader = new ZipReader(new Uint8ArrayReader(zip), { password, checkOverlappingEntry: true, checkPasswordOnly: false });
  try {
    const files = await listFiles(reader, zip.length, limits);
    const csvs = files.filter((f) => f.name.toLowerCase().endsWith('.csv'));
    if (csvs.length === 0) throw zipError(MESSAGES.noCsv);
    if (csvs.length > 1) throw zipError(MESSAGES.twoCsv);
    const budget: InflateBudget = { remaining: limits.maxTotalUncompressed, max: limits.maxTotalUncompressed };
    const csv = csvs[0]!;
    const csvBytes = await readEntryToMemory(csv.entry, csv.name, password, budget, limits.maxRatio);

    // A cell names a PDF from the zip's root or from the CSV's folder (7-Zip on a folder wraps everything).
    const cells = [...(await options.referencedPdfs(csvBytes))];
    const referenced = new Set(cells.flatMap((cell) => certificatePathCandidates(csv.name, cell)));
    const pdfFiles = files.filter((f) => f !== csv);
    const unreferenced = pdfFiles.filter((f) => !referenced.has(normalizeEntryPath(f.name))).map((f) => f.name);
    if (unreferenced.length > 0) {
      throw zipError(MESSAGES.unreferenced(unreferenced.slice(0, UNREFERENCED_SHOWN), unreferenced.length - UNREFERENCED_SHOWN));
    }

    const pdfs = new Map<string, ZipPdf>();
    let next = 0;
    const worker = async () => {
      while (next < pdfFiles.length) {
        const index = next++;
        const file = pdfFiles[index]!;
        const path = join(options.stagingDir, `${index}.pdf`);
        const staged = await stagePdf(file.entry, file.name, password, budget, limits.maxRatio, path);
        pdfs.set(normalizeEntryPath(file.name), { name: file.name, path, ...staged });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pdfFiles.length) }, worker));
    return { csvName: csv.name, csvBytes, pdfs };
  } finally {
    await reader.close().catch(() => undefined);
  }
}

/** The zip's CSV and PDF entries after the checks that need no inflation. */
async function listFiles(reader: ZipReader<unknown>, zipSize: number, limits: ZipLimits): Promise<{ entry: FileEntry; name: string }[]> {
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    // zip.js refuses traversal and absolute names itself ("Unsafe filename")
    if (error instanceof Error && /unsafe filename/i.test(error.message)) throw zipError(MESSAGES.badName('（../ または絶対パス）'));
    throw zipError(MESSAGES.notZip);
  }
  if (entries.length === 0) throw zipError(MESSAGES.noCsv);
  if (entries.length > limits.maxEntries) throw zipError(MESSAGES.tooManyEntries(limits.maxEntries));
  checkOverlaps(entries, zipSize);

  const files: { entry: FileEntry; name: string }[] = [];
  const seen = new Map<string, string>();
  let declaredTotal = 0;
  for (const entry of entries) {
    const name = entryName(entry);
    if (unsafeName(name)) throw zipError(MESSAGES.badName(name));
    if (isSymlink(entry)) throw zipError(MESSAGES.symlink(name));
    if (entry.directory || isIgnoredEntry(name)) continue;
    const key = entryKey(name);
    const first = seen.get(key);
    if (first !== undefined) throw zipError(MESSAGES.duplicateName(name, first));
    seen.set(key, name);
    if (!entry.encrypted) throw zipError(MESSAGES.notEncrypted);
    const lower = name.toLowerCase();
    if (!lower.endsWith('.csv') && !lower.endsWith('.pdf')) throw zipError(MESSAGES.otherFile(name));
    if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.maxRatio) {
      throw zipError(MESSAGES.ratio(name));
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxTotalUncompressed) throw zipError(MESSAGES.tooLarge(limits.maxTotalUncompressed));
    files.push({ entry: entry as FileEntry, name });
  }
  return files;
}

function checkOverlaps(entries: Entry[], zipSize: number): void {
  const spans = entries
    .map((e) => ({ start: e.offset, end: e.offset + 30 + (e.rawFilename?.length ?? 0) + e.compressedSize }))
    .sort((a, b) => a.start - b.start);
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    if (span.end > zipSize) throw zipError(MESSAGES.notZip);
    if (i > 0 && span.start < spans[i - 1]!.end) throw zipError(MESSAGES.overlapping);
  }
}

