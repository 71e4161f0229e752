import { createHash } from 'node:crypto';
import {
  configure, ERR_AMBIGUOUS_ARCHIVE, ERR_INVALID_PASSWORD, ERR_INVALID_UNCOMPRESSED_SIZE, ERR_OVERLAPPING_ENTRY, Uint8ArrayReader,
  WARNING_MISMATCHED_LOCAL_FILE_HEADER_CRC32_OR_SIZES, ZipReader,
  type Entry, type FileEntry,
} from '@zip.js/zip.js';
import { ValidationFailed } from '../../../core/errors.js';
import { decodeEntryName, isIgnoredEntry, normalizeEntryPath } from './entry-names.js';

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

export interface ZipPdf {
  name: string;
  content: Buffer;
  sha256: string;
  /** null when the content is a PDF; else why it is not. */
  invalid: string | null;
}

export interface ReadZip {
  csvName: string;
  csvBytes: Buffer;
  /** PDFs by normalized path inside the zip. */
  pdfs: Map<string, ZipPdf>;
}

export const MESSAGES = {
  notZip: 'ZIPファイルを読み込めません（ZIP形式ではないか、ファイルが壊れています）',
  wrongPassword: 'ZIPファイルのパスワードが正しくありません',
  notEncrypted: 'パスワードで暗号化されていないファイルが含まれています',
  tooManyEntries: (max: number) => `ZIPファイル内のファイル数が上限（${max.toLocaleString('en-US')}件）を超えています`,
  tooLarge: (max: number) => `ZIPファイルの展開後のサイズが上限（${Math.round(max / 1024 / 1024)}MB）を超えています`,
  ratio: (name: string) => `圧縮率が異常なファイルが含まれています: ${name}`,
  sizeMismatch: (name: string) => `ZIPファイルに記録されたサイズと実際の展開後のサイズが一致しないファイルが含まれています: ${name}`,
  overlapping: 'ZIPファイルの構造が不正です（ファイルの領域が重なっています）',
  badName: (name: string) => `不正なファイル名が含まれています: ${name}`,
  symlink: (name: string) => `シンボリックリンクは含められません: ${name}`,
  noCsv: 'ZIPファイルにCSVファイルが含まれていません',
  twoCsv: 'ZIPファイルにCSVファイルが複数含まれています（1つにしてください）',
  otherFile: (name: string) => `CSVファイルとPDFファイル以外のファイルが含まれています: ${name}`,
} as const;

const zipError = (message: string) => ValidationFailed({ zip: [message] });

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

/** A PDF is verified by content: the %PDF- header and a parseable trailer (startxref … %%EOF). */
export function pdfProblem(content: Buffer): string | null {
  if (content.length < 16 || content.subarray(0, 5).toString('latin1') !== '%PDF-') return 'PDFファイルではありません';
  const tail = content.subarray(Math.max(0, content.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) return 'PDFファイルが壊れています（末尾の情報がありません）';
  if (Number(match[1]) >= content.length) return 'PDFファイルが壊れています（参照位置が不正です）';
  return null;
}

/**
 * Reads an encrypted upload zip with every limit checked before and while reading (nothing is
 * trusted from the central directory alone: sizes are counted as bytes arrive).
 */
export async function readUploadZip(zip: Uint8Array, password: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ReadZip> {
  const reader = new ZipReader(new Uint8ArrayReader(zip), {
    password,
    checkOverlappingEntry: true,
    checkPasswordOnly: false,
  });
  try {
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

    checkOverlaps(entries, zip.length);

    const files: { entry: FileEntry; name: string }[] = [];
    let declaredTotal = 0;
    for (const entry of entries) {
      const name = entryName(entry);
      if (unsafeName(name)) throw zipError(MESSAGES.badName(name));
      if (isSymlink(entry)) throw zipError(MESSAGES.symlink(name));
      if (entry.directory || isIgnoredEntry(name)) continue;
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

    const csvs = files.filter((f) => f.name.toLowerCase().endsWith('.csv'));
    if (csvs.length === 0) throw zipError(MESSAGES.noCsv);
    if (csvs.length > 1) throw zipError(MESSAGES.twoCsv);

    const budget = { remaining: limits.maxTotalUncompressed };
    let csvBytes: Buffer | null = null;
    const pdfs = new Map<string, ZipPdf>();
    // Entries are read a few at a time: AES key derivation and inflation run off the main thread.
    const CONCURRENCY = 8;
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const content = await readEntry(file.entry, file.name, password, budget, limits);
        if (file === csvs[0]) {
          csvBytes = content;
        } else {
          const sha256 = createHash('sha256').update(content).digest('hex');
          pdfs.set(normalizeEntryPath(file.name), { name: file.name, content, sha256, invalid: pdfProblem(content) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
    return { csvName: csvs[0]!.name, csvBytes: csvBytes!, pdfs };
  } finally {
    await reader.close().catch(() => undefined);
  }
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

async function readEntry(
  entry: FileEntry, name: string, password: string, budget: { remaining: number }, limits: ZipLimits,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const entryMax = Math.max(entry.uncompressedSize, 0);
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      size += chunk.length;
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) throw zipError(MESSAGES.tooLarge(limits.maxTotalUncompressed));
      if (size > entryMax) throw zipError(MESSAGES.sizeMismatch(name));
      if (size > Math.max(1, entry.compressedSize) * limits.maxRatio + 1024 * 1024) throw zipError(MESSAGES.ratio(name));
      chunks.push(chunk);
    },
  });
  try {
    await entry.getData!(writable, { password, checkOverlappingEntry: true });
  } catch (error) {
    throw translate(error, name);
  }
  return Buffer.concat(chunks, size);
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
