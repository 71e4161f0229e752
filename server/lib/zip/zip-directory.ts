import type { FileHandle } from 'node:fs/promises';
import { EXTRA_ID, SIGNATURE } from './zip-format.js';

/**
 * The central directory of a zip on disk (APPNOTE 4.3.12-4.3.16, ZIP64 4.3.14/4.5.3). Only the
 * directory is read into memory: at most `maxEntries` records, each a few dozen bytes. Entry data
 * is read later, by offset, one entry at a time (zip-entry-data.ts).
 */
export interface ZipDirectoryEntry {
  nameBytes: Buffer;
  extraField: Buffer;
  flags: number;
  method: number;
  /** MS-DOS time field (ZipCrypto's check byte when bit 3 is set). */
  modTime: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the local file header. */
  offset: number;
  externalAttributes: number;
}

export interface ZipDirectory {
  entries: ZipDirectoryEntry[];
  /** Where the central directory starts: no entry's data may reach past it. */
  directoryOffset: number;
}

/** Why a zip or one of its entries could not be read (zip-entries.ts words it for the user). */
export type ZipFailure =
  | 'wrongPassword'
  | 'notEncrypted'
  | 'unsupported'
  | 'overlapping'
  | 'corrupt'
  | 'tooManyEntries'
  /** An entry's local header says something else than its central record (zip-local-headers.ts). */
  | 'headerMismatch'
  /** Bytes no entry, directory record or end record accounts for: before, between or after them. */
  | 'extraBytes';

export class ZipReadError extends Error {
  constructor(
    readonly failure: ZipFailure,
    detail: string,
    /** The entry the failure is about, when it is about one. */
    readonly entry?: ZipDirectoryEntry,
  ) {
    super(detail);
    this.name = 'ZipReadError';
  }
}

const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** A central record with a long name and the usual extra fields stays far below this. */
const DIRECTORY_RECORD_MAX = 2048;

/** Exactly `length` bytes at `position` (a short file is a damaged zip). */
export async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.allocUnsafe(length);
  for (let filled = 0; filled < length;) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) throw new ZipReadError('corrupt', 'unexpected end of file');
    filled += bytesRead;
  }
  return buffer;
}

/**
 * The end-of-central-directory record: the last signature whose comment ends exactly at the end of
 * the file. A record found only with bytes after its comment means data appended to the zip, which
 * readers that scan differently (or take the first record) could read as another archive: refused.
 */
async function findEnd(file: FileHandle, size: number): Promise<{ at: number; record: Buffer }> {
  if (size < EOCD_SIZE) throw new ZipReadError('corrupt', 'too small');
  const start = Math.max(0, size - EOCD_SIZE - MAX_COMMENT);
  const tail = await readAt(file, start, size - start);
  let found = false;
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== SIGNATURE.end) continue;
    if (i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length)
      return { at: start + i, record: tail.subarray(i, i + EOCD_SIZE) };
    found = true;
  }
  if (found) throw new ZipReadError('extraBytes', 'data after the end of central directory record');
  throw new ZipReadError('corrupt', 'no end of central directory');
}

/** The ZIP64 end record and locator that sit right before the end record, when there are. */
interface Zip64End {
  count: number;
  size: number;
  offset: number;
  /** Where the ZIP64 end record starts (right after the central directory). */
  recordAt: number;
}

async function zip64End(file: FileHandle, eocdAt: number): Promise<Zip64End> {
  const found = await findZip64End(file, eocdAt);
  if (!found) throw new ZipReadError('corrupt', 'no zip64 end record');
  return found;
}

async function findZip64End(file: FileHandle, eocdAt: number): Promise<Zip64End | null> {
  if (eocdAt < 20) return null;
  const locator = await readAt(file, eocdAt - 20, 20);
  if (locator.readUInt32LE(0) !== SIGNATURE.zip64Locator) return null;
  const recordAt = safeNumber(locator.readBigUInt64LE(8));
  if (recordAt + 56 > eocdAt - 20) throw new ZipReadError('corrupt', 'bad zip64 locator');
  const record = await readAt(file, recordAt, 56);
  if (record.readUInt32LE(0) !== SIGNATURE.zip64End) throw new ZipReadError('corrupt', 'bad zip64 end record');
  // The record (with its extensible data) must end where the locator starts: nothing hides between.
  if (recordAt + 12 + safeNumber(record.readBigUInt64LE(4)) !== eocdAt - 20)
    throw new ZipReadError('extraBytes', 'bytes between the zip64 end record and its locator');
  return {
    count: safeNumber(record.readBigUInt64LE(32)),
    size: safeNumber(record.readBigUInt64LE(40)),
    offset: safeNumber(record.readBigUInt64LE(48)),
    recordAt,
  };
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipReadError('corrupt', 'size out of range');
  return Number(value);
}

/** Reads the central directory, refusing more than `maxEntries` records before parsing them. */
export async function readZipDirectory(file: FileHandle, size: number, maxEntries: number): Promise<ZipDirectory> {
  const end = await findEnd(file, size);
  let count = end.record.readUInt16LE(10);
  let directorySize = end.record.readUInt32LE(12);
  let directoryOffset = end.record.readUInt32LE(16);
  // The central directory ends where the end records start: the ZIP64 end record when there is one
  // (some tools write it even when no field needed it), else the end record itself.
  let directoryEnd = end.at;
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const zip64 = await zip64End(file, end.at);
    ({ count, size: directorySize, offset: directoryOffset } = zip64);
    directoryEnd = zip64.recordAt;
  } else if (directoryOffset + directorySize !== end.at) {
    const zip64 = await findZip64End(file, end.at);
    // A reader that prefers the ZIP64 record must find the same directory there.
    if (zip64 && (zip64.count !== count || zip64.size !== directorySize || zip64.offset !== directoryOffset))
      throw new ZipReadError('corrupt', 'zip64 end record disagrees with the end record');
    directoryEnd = zip64?.recordAt ?? end.at;
  }
  if (count > maxEntries) throw new ZipReadError('tooManyEntries', 'too many entries');
  // Read whole into memory: bounded by what `count` records can plausibly take, not by the file.
  if (directorySize > count * DIRECTORY_RECORD_MAX) throw new ZipReadError('corrupt', 'central directory too large');
  if (directoryOffset + directorySize > directoryEnd)
    throw new ZipReadError('corrupt', 'central directory out of bounds');
  if (directoryOffset + directorySize < directoryEnd)
    throw new ZipReadError('extraBytes', 'bytes between the central directory and its end record');
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: ZipDirectoryEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== SIGNATURE.centralRecord)
      throw new ZipReadError('corrupt', 'bad central directory record');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directory.length) throw new ZipReadError('corrupt', 'bad central directory record');
    const extraField = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const entry: ZipDirectoryEntry = {
      nameBytes: directory.subarray(at + 46, at + 46 + nameLength),
      extraField,
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      modTime: directory.readUInt16LE(at + 12),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
      externalAttributes: directory.readUInt32LE(at + 38),
    };
    applyZip64(entry);
    entries.push(entry);
    at = next;
  }
  if (at !== directory.length) throw new ZipReadError('extraBytes', 'bytes after the last central directory record');
  return { entries, directoryOffset };
}

/** Sizes and offset saturated at 0xFFFFFFFF come from the ZIP64 extra field, in this order. */
function applyZip64(entry: ZipDirectoryEntry): void {
  const fields = (['uncompressedSize', 'compressedSize', 'offset'] as const).filter((key) => entry[key] === 0xffffffff);
  if (fields.length === 0) return;
  const record = extraRecord(entry.extraField, EXTRA_ID.zip64);
  if (!record || record.length < fields.length * 8) throw new ZipReadError('corrupt', 'missing zip64 extra field');
  fields.forEach((key, i) => {
    entry[key] = safeNumber(record.readBigUInt64LE(i * 8));
  });
}

/** The data of the first extra field record with this id (a truncated trailing record is ignored). */
export function extraRecord(extra: Buffer, id: number): Buffer | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const size = extra.readUInt16LE(at + 2);
    if (at + 4 + size > extra.length) return null;
    if (extra.readUInt16LE(at) === id) return extra.subarray(at + 4, at + 4 + size);
    at += 4 + size;
  }
  return null;
}
