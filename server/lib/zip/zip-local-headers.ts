import { extraRecord, ZipReadError, type ZipDirectoryEntry } from './zip-directory.js';
import type { ZipFileReader } from './zip-entry-data.js';
import { EXTRA_ID, FLAG, METHOD, SIGNATURE } from './zip-format.js';

/**
 * The zip's layout checked against its central directory before any entry is read: every local
 * header must say what its central record says, and the local headers, their data and data
 * descriptors must tile the file from offset 0 to the central directory with nothing left over.
 *
 * Why: the upload reads entries by the central directory only, while other readers (streaming
 * readers, some archivers, antivirus scanners) trust the local headers or scan for them. A zip
 * whose two copies disagree, or that hides bytes between its entries, shows other content to them
 * than to us: the classic parser differential for smuggling content past a check.
 *
 * Cost: per entry the 30-byte local header, its name and extra field, and (with bit 3) the data
 * descriptor, read in file order through the reader's shared window (one read per megabyte of
 * small entries). No entry data is read here.
 */

const LOCAL_HEADER_BYTES = 30;
/**
 * The general-purpose bits that change how an entry's bytes or name are read, so both copies must
 * agree on them: 0 encrypted, 3 data descriptor, 5 patched data, 6 strong encryption, 11 UTF-8
 * name, 13 masked local header. Bits 1-2 (Deflate's speed hint) only describe how the data was
 * compressed and are ignored; the others are unused or reserved.
 */
const SIGNIFICANT_FLAGS = 0x0001 | 0x0008 | 0x0020 | 0x0040 | 0x0800 | 0x2000;
const SATURATED = 0xffffffff;

const mismatch = (entry: ZipDirectoryEntry, detail: string) => new ZipReadError('headerMismatch', detail, entry);

/**
 * Where each entry's data must end (the next local header in file order, or the central
 * directory), after checking the layout described above. Throws a ZipReadError naming the entry:
 * 'overlapping' (regions overlap or run into the directory), 'headerMismatch' (local header or
 * data descriptor differs from the central record), 'extraBytes' (bytes no entry accounts for),
 * 'corrupt' (no local header where the directory points).
 */
export async function checkEntryLayout(
  file: ZipFileReader,
  entries: ZipDirectoryEntry[],
  directoryOffset: number,
): Promise<Map<ZipDirectoryEntry, number>> {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  // Prepended bytes (a self-extractor stub, or a hidden archive a streaming reader would see first).
  if (sorted.length > 0 && sorted[0]!.offset !== 0)
    throw new ZipReadError('extraBytes', 'data before the first entry', sorted[0]);
  const limits = new Map<ZipDirectoryEntry, number>();
  for (const [i, entry] of sorted.entries()) {
    const limit = sorted[i + 1]?.offset ?? directoryOffset;
    if (limit < entry.offset + LOCAL_HEADER_BYTES)
      throw new ZipReadError('overlapping', 'local header runs into the next region', entry);
    const header = await file.bytes(entry.offset, entry.offset + LOCAL_HEADER_BYTES);
    if (header.readUInt32LE(0) !== SIGNATURE.localHeader) throw new ZipReadError('corrupt', 'bad local header', entry);
    const nameEnd = entry.offset + LOCAL_HEADER_BYTES + header.readUInt16LE(26);
    const dataStart = nameEnd + header.readUInt16LE(28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > limit) throw new ZipReadError('overlapping', 'entry data runs into the next region', entry);
    const variable = await file.bytes(entry.offset + LOCAL_HEADER_BYTES, dataStart);
    compareHeader(
      entry,
      header,
      variable.subarray(0, nameEnd - entry.offset - LOCAL_HEADER_BYTES),
      variable.subarray(nameEnd - entry.offset - LOCAL_HEADER_BYTES),
    );
    if (dataEnd < limit) await checkDescriptor(file, entry, dataEnd, limit);
    limits.set(entry, limit);
  }
  return limits;
}

function compareHeader(entry: ZipDirectoryEntry, header: Buffer, name: Buffer, extra: Buffer): void {
  const flags = header.readUInt16LE(6);
  if ((flags & SIGNIFICANT_FLAGS) !== (entry.flags & SIGNIFICANT_FLAGS)) throw mismatch(entry, 'flags differ');
  if (header.readUInt16LE(8) !== entry.method) throw mismatch(entry, 'compression method differs');
  // Raw bytes: the same bytes decode alike wherever the flags agree (bit 11 is compared above).
  if (!name.equals(entry.nameBytes)) throw mismatch(entry, 'name differs');
  // The Info-ZIP Unicode Path overrides the raw name for the readers that honour it (and for us).
  // A tool may write it in the central record only; when the local header has one, it must be the same.
  const localPath = extraRecord(extra, EXTRA_ID.unicodePath);
  if (localPath && !localPath.equals(extraRecord(entry.extraField, EXTRA_ID.unicodePath) ?? Buffer.alloc(0)))
    throw mismatch(entry, 'unicode path differs');
  // WinZip AES keeps the real compression method, strength and AE-1/AE-2 (whether the CRC counts) here.
  if (entry.method === METHOD.aes) {
    const local = extraRecord(extra, EXTRA_ID.aes);
    if (!local || !local.equals(extraRecord(entry.extraField, EXTRA_ID.aes) ?? Buffer.alloc(0)))
      throw mismatch(entry, 'AES extra field differs');
  }
  // With bit 3 the CRC and sizes may be deferred to the data descriptor: zeros then (or the real
  // values, as Info-ZIP writes when it can seek back). AE-2 stores a CRC of 0 in both copies.
  const deferred = (flags & FLAG.dataDescriptor) !== 0;
  const { compressedSize, uncompressedSize } = localSizes(entry, header, extra);
  const agrees = (local: number, central: number) => local === central || (deferred && local === 0);
  if (!agrees(header.readUInt32LE(14), entry.crc32)) throw mismatch(entry, 'CRC-32 differs');
  if (!agrees(compressedSize, entry.compressedSize)) throw mismatch(entry, 'compressed size differs');
  if (!agrees(uncompressedSize, entry.uncompressedSize)) throw mismatch(entry, 'uncompressed size differs');
}

/** The local header's sizes, from its ZIP64 extra field where they are saturated (APPNOTE 4.5.3). */
function localSizes(
  entry: ZipDirectoryEntry,
  header: Buffer,
  extra: Buffer,
): { compressedSize: number; uncompressedSize: number } {
  let compressedSize = header.readUInt32LE(18);
  let uncompressedSize = header.readUInt32LE(22);
  if (compressedSize !== SATURATED && uncompressedSize !== SATURATED) return { compressedSize, uncompressedSize };
  const record = extraRecord(extra, EXTRA_ID.zip64);
  const read = (at: number) => {
    if (!record || record.length < at + 8) throw mismatch(entry, 'missing zip64 extra field');
    const value = record.readBigUInt64LE(at);
    return value > BigInt(Number.MAX_SAFE_INTEGER) ? -1 : Number(value);
  };
  // The local header's record holds both sizes (uncompressed first); a short one only the saturated.
  if (record && record.length >= 16) return { uncompressedSize: read(0), compressedSize: read(8) };
  if (uncompressedSize === SATURATED) {
    uncompressedSize = read(0);
    if (compressedSize === SATURATED) compressedSize = read(8);
  } else {
    compressedSize = read(0);
  }
  return { compressedSize, uncompressedSize };
}

/** Data descriptor forms: with or without its signature, 4- or 8-byte sizes (ZIP64). */
const DESCRIPTOR_FORMS = [
  { signature: true, wide: false, length: 16 },
  { signature: false, wide: false, length: 12 },
  { signature: true, wide: true, length: 24 },
  { signature: false, wide: true, length: 20 },
];

/**
 * The bytes between an entry's data and the next region: only a bit-3 entry's data descriptor may
 * be there, and it must repeat the central record's CRC and sizes.
 */
async function checkDescriptor(
  file: ZipFileReader,
  entry: ZipDirectoryEntry,
  dataEnd: number,
  limit: number,
): Promise<void> {
  const forms = DESCRIPTOR_FORMS.filter((form) => form.length === limit - dataEnd);
  if (!(entry.flags & FLAG.dataDescriptor) || forms.length === 0)
    throw new ZipReadError('extraBytes', 'bytes after the entry data', entry);
  const bytes = await file.bytes(dataEnd, limit);
  const matches = forms.some(({ signature, wide }) => {
    if (signature && bytes.readUInt32LE(0) !== SIGNATURE.dataDescriptor) return false;
    const at = signature ? 4 : 0;
    const size = (offset: number) => (wide ? Number(bytes.readBigUInt64LE(offset)) : bytes.readUInt32LE(offset));
    return (
      bytes.readUInt32LE(at) === entry.crc32 &&
      size(at + 4) === entry.compressedSize &&
      size(at + (wide ? 12 : 8)) === entry.uncompressedSize
    );
  });
  if (!matches) throw mismatch(entry, 'data descriptor differs');
}
