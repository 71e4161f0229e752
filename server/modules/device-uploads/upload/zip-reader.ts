import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { eachLimited } from '../../../core/each-limited.js';
import { entryKey } from './entry-key.js';
import { certificatePathCandidates, decodeEntryName, isIgnoredEntry } from './entry-names.js';
import { ZipReadError, type ZipDirectoryEntry } from '../../../lib/zip/zip-directory.js';
import {
  checkedZipDirectory,
  readEntryToMemory,
  stagePdf,
  STAGING_MEMORY_BYTES,
  zipError,
  zipFailureMessage,
  type InflateBudget,
  type StagedBytes,
  type StagedPdf,
  type ZipFileEntry,
} from './zip-entries.js';
import { ZipFileReader } from '../../../lib/zip/zip-entry-data.js';
import { MESSAGES, TABLE_NAMES } from './zip-messages.js';

/** Limits of an upload (the zip size itself is limited where the request is read). */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** Maximum uncompressed/compressed ratio of one entry. */
  maxRatio: number;
  maxRows: number;
  /** The CSV is parsed whole in memory: its inflated size is capped on its own. */
  maxCsvBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressed: 500 * 1024 * 1024,
  maxRatio: 200,
  maxRows: 5_000,
  // 5,000 rows of every column at its 255-character cap would be larger; real ones are ~1 KB a row.
  maxCsvBytes: 32 * 1024 * 1024,
};

const UTF8_FLAG = 0x800;
const MSDOS_DIRECTORY = 0x10;

/** An entry's name from its raw bytes, UTF-8 flag and extra fields (see entry-names.ts). */
const entryName = (entry: ZipDirectoryEntry): string =>
  decodeEntryName({ bytes: entry.nameBytes, utf8Flag: (entry.flags & UTF8_FLAG) !== 0, extraField: entry.extraField });

function unsafeName(name: string): boolean {
  const path = name.replaceAll('\\', '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return true;
  if (path.split('/').some((part) => part === '..')) return true;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f]/.test(path);
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function isSymlink(entry: ZipDirectoryEntry): boolean {
  return ((entry.externalAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function isDirectory(entry: ZipDirectoryEntry, name: string): boolean {
  return name.endsWith('/') || (entry.uncompressedSize === 0 && (entry.externalAttributes & MSDOS_DIRECTORY) !== 0);
}

/** A referenced PDF; its bytes (when valid) in memory or in the upload's staging folder, until it is stored. */
export interface ZipPdf extends StagedPdf, StagedBytes {
  name: string;
}

/** The list of devices in an upload: a CSV, or a workbook (.xlsx) whose first sheet is read like one. */
export type SheetKind = 'csv' | 'xlsx';

export const sheetKindOf = (name: string): SheetKind | null => {
  const lower = name.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.xlsx') ? 'xlsx' : null;
};

export interface ReadZip {
  /** The CSV's or workbook's path inside the zip (証明書ファイル名 may be relative to its folder). */
  csvName: string;
  csvBytes: Buffer;
  sheetKind: SheetKind;
  /** Referenced PDFs by normalized path inside the zip. */
  pdfs: Map<string, ZipPdf>;
}

export interface ReadUploadZipOptions {
  limits?: ZipLimits;
  /** An empty folder the PDFs are streamed into; the caller removes it. */
  stagingDir: string;
  /** The 証明書ファイル名 cells of the CSV or workbook, as stored (parsing it may refuse the upload first). */
  referencedPdfs: (csvBytes: Buffer, kind: SheetKind) => Promise<Iterable<string>> | Iterable<string>;
  /** Called with each PDF as soon as it is staged (clean or refused), before the rest are read. */
  onPdf?: (pdf: ZipPdf) => void;
  /** Called with the number of PDFs to read, once the list has been checked against them. */
  onPdfsListed?: (count: number) => void;
}

/**
 * Entries read at a time: the AES key derivation (PBKDF2, 1000 rounds per entry) and inflation run
 * in libuv's thread pool, so a few overlap; more would only queue there.
 */
const CONCURRENCY = 4;
const UNREFERENCED_SHOWN = 5;

/**
 * Reads an encrypted upload zip from a file with every limit checked before and while reading
 * (nothing is trusted from the central directory alone: sizes are counted as bytes arrive). The
 * CSV is read first; only the PDFs it refers to are inflated, one stream each, to `stagingDir`; a
 * PDF no row refers to refuses the upload before anything else is inflated.
 */
export async function readUploadZip(
  zipPath: string,
  password: string,
  options: ReadUploadZipOptions,
): Promise<ReadZip> {
  const limits = options.limits ?? DEFAULT_ZIP_LIMITS;
  const handle = await open(zipPath, 'r');
  try {
    const files = await listFiles(new ZipFileReader(handle, (await handle.stat()).size), limits);
    const csvs = files.filter((f) => sheetKindOf(f.name) === 'csv');
    const workbooks = files.filter((f) => sheetKindOf(f.name) === 'xlsx');
    if (csvs.length > 0 && workbooks.length > 0) throw zipError(MESSAGES.csvAndXlsx);
    if (csvs.length > 1) throw zipError(MESSAGES.twoCsv);
    if (workbooks.length > 1) throw zipError(MESSAGES.twoXlsx);
    if (csvs.length === 0 && workbooks.length === 0) throw zipError(MESSAGES.noCsv);
    const kind: SheetKind = csvs.length > 0 ? 'csv' : 'xlsx';
    const secret = Buffer.from(password, 'utf8');
    const budget: InflateBudget = { remaining: limits.maxTotalUncompressed, max: limits.maxTotalUncompressed };
    const csv = (csvs[0] ?? workbooks[0])!;
    if (csv.entry.uncompressedSize > limits.maxCsvBytes)
      throw zipError((kind === 'csv' ? MESSAGES.csvTooLarge : MESSAGES.xlsxTooLarge)(limits.maxCsvBytes));
    const csvBytes = await readEntryToMemory(csv, secret, budget, limits.maxRatio);

    // A cell names a PDF from the zip's root or from the CSV's folder (7-Zip on a folder wraps everything).
    const cells = [...(await options.referencedPdfs(csvBytes, kind))];
    const referenced = new Set(cells.flatMap((cell) => certificatePathCandidates(csv.name, cell)));
    const pdfFiles = files.filter((f) => f !== csv);
    const unreferenced = pdfFiles.filter((f) => !referenced.has(f.name)).map((f) => f.name);
    if (unreferenced.length > 0) {
      throw zipError(
        MESSAGES.unreferenced(
          unreferenced.slice(0, UNREFERENCED_SHOWN),
          unreferenced.length - UNREFERENCED_SHOWN,
          TABLE_NAMES[kind].short,
        ),
      );
    }

    options.onPdfsListed?.(pdfFiles.length);
    const pdfs = new Map<string, ZipPdf>();
    const memory = { remaining: STAGING_MEMORY_BYTES };
    await eachLimited(pdfFiles, CONCURRENCY, async (pdf, index) => {
      const path = join(options.stagingDir, `${index}.pdf`);
      const staged: ZipPdf = {
        name: pdf.name,
        ...(await stagePdf(pdf, secret, budget, limits.maxRatio, { path, memory })),
      };
      pdfs.set(pdf.name, staged);
      options.onPdf?.(staged);
    });
    return { csvName: csv.name, csvBytes, sheetKind: kind, pdfs };
  } finally {
    await handle.close();
  }
}

/** The zip's CSV and PDF entries after the checks that need no inflation, each with where its data must end. */
async function listFiles(file: ZipFileReader, limits: ZipLimits): Promise<ZipFileEntry[]> {
  const { entries, limitOf } = await checkedZipDirectory(file, limits.maxEntries, {
    directory: (error) => {
      if (error instanceof ZipReadError && error.failure === 'tooManyEntries')
        return MESSAGES.tooManyEntries(limits.maxEntries);
      if (error instanceof ZipReadError && error.failure === 'extraBytes') return MESSAGES.extraBytes;
      return MESSAGES.notZip;
    },
    layout: (error) => zipFailureMessage(error.failure, error.entry ? entryName(error.entry) : ''),
  });
  if (entries.length === 0) throw zipError(MESSAGES.noCsv);

  const files: ZipFileEntry[] = [];
  const seen = new Map<string, string>();
  let declaredTotal = 0;
  for (const entry of entries) {
    const name = entryName(entry);
    if (unsafeName(name)) throw zipError(MESSAGES.badName(name));
    if (isSymlink(entry)) throw zipError(MESSAGES.symlink(name));
    if (isDirectory(entry, name) || isIgnoredEntry(name)) continue;
    const key = entryKey(name);
    const first = seen.get(key);
    if (first !== undefined) throw zipError(MESSAGES.duplicateName(name, first));
    seen.set(key, name);
    if (!(entry.flags & 1)) throw zipError(MESSAGES.notEncrypted);
    if (!sheetKindOf(name) && !name.toLowerCase().endsWith('.pdf')) throw zipError(MESSAGES.otherFile(name));
    if (
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.maxRatio
    ) {
      throw zipError(MESSAGES.ratio(name));
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxTotalUncompressed) throw zipError(MESSAGES.tooLarge(limits.maxTotalUncompressed));
    files.push({ entry, name, limit: limitOf.get(entry)!, file });
  }
  return files;
}
