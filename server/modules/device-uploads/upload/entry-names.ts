import { crc32 } from 'node:zlib';
import iconv from 'iconv-lite';
import { toNfc } from '../../../core/text/nfc.js';
import { extraRecord } from '../../../lib/zip/zip-directory.js';

/** What a zip's central directory says about one entry's name. */
export interface RawEntryName {
  /** The name bytes as stored. */
  bytes: Uint8Array;
  /** General purpose bit 11 (the name is UTF-8). */
  utf8Flag: boolean;
  /** The raw extra field block (id, size, data repeated). */
  extraField: Uint8Array;
}

const UNICODE_PATH = 0x7075;

/**
 * The Info-ZIP Unicode Path (version 1, CRC-32 of the stored name, UTF-8 name). Valid only when its
 * CRC matches the stored name: a tool that renamed the entry without updating it leaves a stale
 * value, which APPNOTE 4.6.9 says to ignore.
 */
function unicodePath(name: RawEntryName): string | null {
  const record = extraRecord(
    Buffer.from(name.extraField.buffer, name.extraField.byteOffset, name.extraField.byteLength),
    UNICODE_PATH,
  );
  if (!record || record.length < 5 || record[0] !== 1) return null;
  if (record.readUInt32LE(1) !== crc32(name.bytes)) return null;
  return utf8(record.subarray(5));
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * An entry's name as the maker's tool meant it: UTF-8 when flagged; else the Unicode Path extra
 * field (Info-ZIP zip 3.0 on Windows: CP932 bytes + 0x7075); else valid UTF-8 (macOS Archive
 * Utility sets no flag); else CP932 (7-Zip, Lhaplus, Explzh, Explorer on Japanese Windows).
 * Returned with '/' separators and in NFC (macOS stores ガ as カ + U+3099).
 */
export function decodeEntryName(name: RawEntryName): string {
  const decoded =
    (name.utf8Flag ? utf8(name.bytes) : null) ??
    unicodePath(name) ??
    utf8(name.bytes) ??
    iconv.decode(Buffer.from(name.bytes), 'cp932');
  return normalizeEntryPath(decoded);
}

/** The form used to match 証明書ファイル名 to entries: '/' separators, no "./" segments, NFC. */
export function normalizeEntryPath(name: string): string {
  return toNfc(name.replaceAll('\\', '/'))
    .split('/')
    .filter((part) => part !== '.')
    .join('/');
}

/** Files that operating systems write beside the maker's files; never part of an upload. */
const SYSTEM_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini', 'ehthumbs.db']);

/** __MACOSX/ resource forks, AppleDouble "._" files, Finder/Explorer metadata files. */
export function isIgnoredEntry(path: string): boolean {
  const parts = normalizeEntryPath(path).split('/');
  const base = parts[parts.length - 1]!;
  return parts[0] === '__MACOSX' || SYSTEM_FILES.has(base.toLowerCase()) || base.startsWith('._');
}

/**
 * Where 証明書ファイル名 may point: the path as written (relative to the zip's root), then relative to
 * the CSV's folder — 7-Zip "add to archive" on a folder wraps everything in that folder, while
 * the maker wrote the names as they see them next to the CSV.
 */
export function certificatePathCandidates(csvPath: string, cell: string): string[] {
  const path = normalizeEntryPath(cell).replace(/^\/+/, '');
  const folder = normalizeEntryPath(csvPath).split('/').slice(0, -1).join('/');
  return folder ? [path, `${folder}/${path}`] : [path];
}
