/**
 * Byte surgery on valid zips (from buildZip or a fixture) to make the hostile layouts the upload
 * must refuse: a local header that says something else than its central record, a data descriptor
 * that disagrees, bytes hidden before, between or after the entries.
 */

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DATA_DESCRIPTOR = 0x08074b50;

/** Where one entry's records lie in a zip. */
export interface EntryLayout {
  name: string;
  /** The local header. */
  local: number;
  /** The central directory record. */
  central: number;
  dataStart: number;
  dataEnd: number;
  /** Where the data descriptor (if any) ends: the next local header or the central directory. */
  end: number;
  flags: number;
}

export interface ZipLayout {
  entries: EntryLayout[];
  eocd: number;
  directoryOffset: number;
}

/** The records of a zip without ZIP64 (what buildZip and the fixtures here write). */
export function zipLayout(zip: Buffer): ZipLayout {
  const eocd = zip.lastIndexOf(EOCD);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  const entries: EntryLayout[] = [];
  for (let central = directoryOffset, i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    const nameLength = zip.readUInt16LE(central + 28);
    const local = zip.readUInt32LE(central + 42);
    const flags = zip.readUInt16LE(central + 8);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const dataEnd = dataStart + zip.readUInt32LE(central + 20);
    const descriptor = flags & 0x8 ? (zip.readUInt32LE(dataEnd) === DATA_DESCRIPTOR ? 16 : 12) : 0;
    entries.push({
      name: zip.subarray(central + 46, central + 46 + nameLength).toString('utf8'),
      local,
      central,
      dataStart,
      dataEnd,
      end: dataEnd + descriptor,
      flags,
    });
    central += 46 + nameLength + zip.readUInt16LE(central + 30) + zip.readUInt16LE(central + 32);
  }
  return { entries, eocd, directoryOffset };
}

/** A copy of `zip` changed by `edit`, which gets the named entry's layout. */
export function patchEntry(zip: Buffer, name: string, edit: (copy: Buffer, entry: EntryLayout) => void): Buffer {
  const copy = Buffer.from(zip);
  const entry = zipLayout(copy).entries.find((e) => e.name === name);
  if (!entry) throw new Error(`no entry ${name}`);
  edit(copy, entry);
  return copy;
}

/** A copy whose local headers hold the CRC-32 and sizes of their central records (also under bit 3). */
export function fillLocalHeaders(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (const { local, central } of zipLayout(copy).entries) copy.copy(copy, local + 14, central + 16, central + 28);
  return copy;
}

/**
 * `bytes` inserted at `position`, with every offset at or past it (local headers, the central
 * directory) moved along: the zip stays readable by the central directory, the bytes belong to
 * no entry.
 */
export function insertBytes(zip: Buffer, position: number, bytes: Buffer): Buffer {
  const { entries, eocd, directoryOffset } = zipLayout(zip);
  const out = Buffer.concat([zip.subarray(0, position), bytes, zip.subarray(position)]);
  const moved = (at: number) => (at >= position ? at + bytes.length : at);
  for (const entry of entries) {
    if (entry.local >= position) out.writeUInt32LE(entry.local + bytes.length, moved(entry.central) + 42);
  }
  if (directoryOffset >= position) out.writeUInt32LE(directoryOffset + bytes.length, moved(eocd) + 16);
  return out;
}

/** A local file header holding `content` stored, as a streaming reader would find and list it. */
export function hiddenLocalEntry(name: string, content: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), content]);
}
