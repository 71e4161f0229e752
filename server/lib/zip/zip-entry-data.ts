import type { FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, crc32, inflateRawSync } from 'node:zlib';
import { WinZipAesDecryptor, ZipCryptoDecryptor, type EntryDecryptor } from './zip-decrypt.js';
import { extraRecord, readAt, ZipReadError, type ZipDirectoryEntry } from './zip-directory.js';
import { EXTRA_ID, FLAG, METHOD, SIGNATURE } from './zip-format.js';

/** Read size: one read covers the local header and all of a typical certificate PDF. */
const READ_BYTES = 64 * 1024;

export interface ReadEntryOptions {
  file: ZipFileReader;
  entry: ZipDirectoryEntry;
  /** Where the next entry (or the central directory) starts: this entry's data must end before it. */
  limit: number;
  /** The upload's password; null for an unencrypted zip inside it (a workbook), whose entries must then be plain. */
  password: Buffer | null;
  /** Receives the inflated bytes in order; answering false stops reading (nothing more is inflated). */
  sink: (chunk: Buffer) => Promise<boolean> | boolean;
}

interface Method {
  decryptor: EntryDecryptor;
  compression: number;
  /** AE-2 stores no CRC (the HMAC authenticates instead). */
  checkCrc: boolean;
}

/** How the entry is encrypted and compressed; refuses what cannot be read before any byte is. */
function methodOf(entry: ZipDirectoryEntry, password: Buffer | null): Method {
  const method = encryptionOf(entry, password);
  if (method.compression !== METHOD.stored && method.compression !== METHOD.deflate) {
    throw new ZipReadError('unsupported', `compression method ${method.compression}`);
  }
  return method;
}

/** No encryption: the entries of a workbook (an .xlsx is a plain zip), read after the upload's own decryption. */
const PLAIN: EntryDecryptor = {
  headerLength: 0,
  trailerLength: 0,
  start: () => Promise.resolve(true),
  decrypt: (chunk) => chunk,
  verify: () => true,
};

function encryptionOf(entry: ZipDirectoryEntry, password: Buffer | null): Method {
  if (password === null) {
    if (entry.flags & FLAG.encrypted) throw new ZipReadError('unsupported', 'encrypted entry in a plain zip');
    return { decryptor: PLAIN, compression: entry.method, checkCrc: true };
  }
  if (!(entry.flags & FLAG.encrypted)) throw new ZipReadError('notEncrypted', 'entry is not encrypted');
  if (entry.flags & FLAG.strongEncryption) throw new ZipReadError('unsupported', 'PKWARE strong encryption');
  if (entry.method === METHOD.aes) {
    const aes = extraRecord(entry.extraField, EXTRA_ID.aes);
    if (!aes || aes.length < 7) throw new ZipReadError('corrupt', 'AES entry without its extra field');
    const strength = aes.readUInt8(4);
    if (![1, 2, 3].includes(strength)) throw new ZipReadError('unsupported', `AES strength ${strength}`);
    return {
      decryptor: new WinZipAesDecryptor(password, strength),
      compression: aes.readUInt16LE(5),
      checkCrc: aes.readUInt16LE(0) !== 2,
    };
  }
  const checkBytes = [entry.crc32 >>> 24];
  if (entry.flags & FLAG.dataDescriptor) checkBytes.push(entry.modTime >>> 8);
  return { decryptor: new ZipCryptoDecryptor(password, checkBytes), compression: entry.method, checkCrc: true };
}

/**
 * Streams one encrypted entry's content from the zip file to `sink`: read by offset in 64 KiB
 * pieces, decrypted, inflated by zlib, CRC-32 and AES authentication code verified at the end.
 * Memory is a few chunks whatever the entry's size. Nothing in the headers is trusted: the data
 * must lie between its local header and `limit`, and the caller counts what `sink` receives.
 */
export async function readEntryData(options: ReadEntryOptions): Promise<void> {
  const { entry } = options;
  if (entry.compressedSize <= SMALL_ENTRY_BYTES && entry.uncompressedSize <= SMALL_ENTRY_BYTES) {
    const whole = await readSmallEntry(options);
    if (whole !== null) {
      await options.sink(whole);
      return;
    }
  }
  await streamEntryData(options);
}

/** Entries up to this size (compressed and declared) are read, decrypted and inflated in one piece. */
const SMALL_ENTRY_BYTES = 64 * 1024;

/**
 * A small entry's content in one piece, on the main thread: one read (usually from the shared
 * window), one decrypt, one bounded inflateRawSync, the same checks as the stream path. Null when
 * anything is off (headers, password, size, corrupt data, MAC or CRC): the stream path then reads
 * the entry again and fails it with its precise message.
 */
async function readSmallEntry({ file, entry, limit, password }: ReadEntryOptions): Promise<Buffer | null> {
  const method = methodOf(entry, password);
  const { decryptor } = method;
  let data: Buffer;
  try {
    const { dataStart, dataEnd } = await locateData((from, to) => file.bytes(from, to), entry, limit, method);
    data = await file.bytes(dataStart, dataEnd);
  } catch (error) {
    if (error instanceof ZipReadError) return null;
    throw error;
  }
  if (!(await decryptor.start(data.subarray(0, decryptor.headerLength)))) return null;
  const plain = decryptor.decrypt(data.subarray(decryptor.headerLength, data.length - decryptor.trailerLength));
  if (!decryptor.verify(data.subarray(data.length - decryptor.trailerLength))) return null;
  let content: Buffer;
  try {
    content =
      method.compression === METHOD.deflate
        ? inflateRawSync(plain, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
        : plain;
  } catch {
    return null;
  }
  if (content.length !== entry.uncompressedSize) return null;
  if (method.checkCrc && crc32(content) >>> 0 !== entry.crc32 >>> 0) return null;
  return content;
}

/**
 * Where an entry's encrypted data lies (from the encryption header to the end of the trailer),
 * after checking its local header and that it ends before `limit`.
 */
async function locateData(
  read: (from: number, to: number) => Promise<Buffer>,
  entry: ZipDirectoryEntry,
  limit: number,
  { decryptor }: Method,
): Promise<{ dataStart: number; dataEnd: number }> {
  const local = await read(entry.offset, entry.offset + 30);
  if (local.readUInt32LE(0) !== SIGNATURE.localHeader) throw new ZipReadError('corrupt', 'bad local header');
  const dataStart = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > limit) throw new ZipReadError('overlapping', 'entry data runs into the next entry');
  if (entry.compressedSize < decryptor.headerLength + decryptor.trailerLength)
    throw new ZipReadError('corrupt', 'entry too short');
  return { dataStart, dataEnd };
}

async function streamEntryData({ file, entry, limit, password, sink }: ReadEntryOptions): Promise<void> {
  const method = methodOf(entry, password);
  const { decryptor } = method;
  const reader = new RangeReader(file, entry.offset, Math.min(READ_BYTES, limit - entry.offset));
  const { dataStart, dataEnd } = await locateData((from, to) => reader.bytes(from, to), entry, limit, method);
  if (!(await decryptor.start(await reader.bytes(dataStart, dataStart + decryptor.headerLength)))) {
    throw new ZipReadError('wrongPassword', 'password check failed');
  }

  let crc = 0;
  let stopped = false;
  let sinkError: unknown = null;
  const plain = async function* () {
    for await (const chunk of reader.chunks(dataStart + decryptor.headerLength, dataEnd - decryptor.trailerLength)) {
      yield decryptor.decrypt(chunk);
    }
  };
  const consume = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      let more: boolean;
      try {
        more = await sink(chunk);
      } catch (error) {
        sinkError = error;
        throw error;
      }
      if (!more) {
        stopped = true;
        return;
      }
      crc = crc32(chunk, crc);
    }
  };
  try {
    // Output buffers sized to the entry: a 1 KB PDF does not allocate zlib's 16 KB default each time.
    const chunkSize = Math.min(READ_BYTES, Math.max(1024, entry.uncompressedSize + 1));
    if (method.compression === METHOD.deflate) await pipeline(plain, createInflateRaw({ chunkSize }), consume);
    else await consume(plain());
  } catch (error) {
    if (stopped) return;
    // The sink's own refusals (limits) and failures (a full disk) pass through unchanged.
    if (sinkError !== null) throw sinkError;
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError('corrupt', (error as Error).message);
  }
  if (stopped) return;
  if (!decryptor.verify(await reader.bytes(dataEnd - decryptor.trailerLength, dataEnd))) {
    throw new ZipReadError('corrupt', 'AES authentication code mismatch');
  }
  if (method.checkCrc && crc >>> 0 !== entry.crc32 >>> 0) throw new ZipReadError('corrupt', 'CRC-32 mismatch');
}

/** Bytes read ahead at once for small reads: a few hundred typical certificate entries. */
const WINDOW_BYTES = 1024 * 1024;

/**
 * The upload's zip file. Small reads are served from one shared read-ahead window, so the entries
 * of a zip of thousands of small PDFs (read in file order, a few at a time) cost a read per
 * megabyte rather than one per entry; large reads go to the file directly. Memory: one window.
 */
export class ZipFileReader {
  private windowStart = 0;
  private windowEnd = 0;
  private window: Promise<Buffer> | null = null;

  constructor(
    readonly handle: FileHandle,
    readonly size: number,
  ) {}

  async bytes(from: number, to: number): Promise<Buffer> {
    if (from < 0 || to > this.size || to < from) throw new ZipReadError('corrupt', 'read outside the file');
    if (to - from > WINDOW_BYTES / 4) return readAt(this.handle, from, to - from);
    if (!this.window || from < this.windowStart || to > this.windowEnd) {
      this.windowStart = from;
      this.windowEnd = Math.min(this.size, from + WINDOW_BYTES);
      this.window = readAt(this.handle, from, this.windowEnd - from);
    }
    const start = this.windowStart;
    return (await this.window).subarray(from - start, to - start);
  }
}

/** Reads a byte range of the file, serving what the first read already holds without reading again. */
class RangeReader {
  private first: Promise<Buffer>;

  constructor(
    private readonly file: ZipFileReader,
    private readonly firstAt: number,
    firstLength: number,
  ) {
    this.first = file.bytes(firstAt, firstAt + Math.max(0, firstLength));
  }

  async bytes(from: number, to: number): Promise<Buffer> {
    const first = await this.first;
    if (from >= this.firstAt && to <= this.firstAt + first.length)
      return first.subarray(from - this.firstAt, to - this.firstAt);
    return this.file.bytes(from, to);
  }

  async *chunks(from: number, to: number): AsyncGenerator<Buffer> {
    const first = await this.first;
    let at = from;
    const firstEnd = this.firstAt + first.length;
    if (at >= this.firstAt && at < firstEnd) {
      const end = Math.min(to, firstEnd);
      yield first.subarray(at - this.firstAt, end - this.firstAt);
      at = end;
    }
    while (at < to) {
      const length = Math.min(READ_BYTES, to - at);
      yield await this.file.bytes(at, at + length);
      at += length;
    }
  }
}
