import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extraRecord,
  readZipDirectory,
  ZipReadError,
  type ZipDirectoryEntry,
  type ZipFailure,
} from '../../server/lib/zip/zip-directory.js';
import { WinZipAesDecryptor } from '../../server/lib/zip/zip-decrypt.js';
import { readEntryData, ZipFileReader } from '../../server/lib/zip/zip-entry-data.js';
import { writeEncryptedZip } from '../../server/lib/zip/zip-writer.js';
import { checkEntryLayout } from '../../server/lib/zip/zip-local-headers.js';
import { insertBytes, patchEntry, zipLayout } from '../factories/zip-patch.js';
import { FIXTURE_PASSWORD, fixtureContents } from '../fixtures/zips/contents.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/zips');
const work = mkdtempSync(path.join(tmpdir(), 'zip-reader-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const expected = fixtureContents();

interface ReadEntry {
  name: string;
  entry: ZipDirectoryEntry;
  content?: Buffer;
  failure?: ZipFailure;
}

/** Every entry of a zip file, read the way the upload reads it (by offset, within its region). */
async function readAll(
  zipPath: string,
  password = FIXTURE_PASSWORD,
  chunkSink?: (chunk: Buffer) => boolean,
): Promise<ReadEntry[]> {
  const file = await open(zipPath, 'r');
  try {
    const { entries, directoryOffset } = await readZipDirectory(file, (await file.stat()).size, 100);
    const sorted = [...entries].sort((a, b) => a.offset - b.offset);
    const results: ReadEntry[] = [];
    for (const entry of entries) {
      const limit = sorted[sorted.indexOf(entry) + 1]?.offset ?? directoryOffset;
      const chunks: Buffer[] = [];
      const name = entry.nameBytes.toString('utf8');
      try {
        await readEntryData({
          file: new ZipFileReader(file, (await file.stat()).size),
          entry,
          limit,
          password: Buffer.from(password),
          sink: (chunk) => {
            chunks.push(chunk);
            return chunkSink?.(chunk) ?? true;
          },
        });
        results.push({ name, entry, content: Buffer.concat(chunks) });
      } catch (error) {
        if (!(error instanceof ZipReadError)) throw error;
        results.push({ name, entry, failure: error.failure });
      }
    }
    return results;
  } finally {
    await file.close();
  }
}

/** A copy of a fixture with one byte flipped inside the named entry's encrypted data. */
function tampered(fixture: string, entry: ZipDirectoryEntry, at: number): string {
  const bytes = Buffer.from(readFileSync(path.join(FIXTURES, fixture)));
  const dataStart = entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
  bytes[dataStart + at] ^= 0x01;
  const out = path.join(work, `tampered-${at}-${fixture}`);
  writeFileSync(out, bytes);
  return out;
}

describe('zip reader against zips made by other tools (test/fixtures/zips/make-zips.sh)', () => {
  const fixtures = [
    '7zip-aes256.zip',
    '7zip-aes128.zip',
    '7zip-zipcrypto-stored.zip',
    'infozip-zipcrypto.zip',
    'infozip-zip64.zip',
  ];

  it.each(fixtures)('%s: every entry decrypts, inflates and verifies to the original bytes', async (fixture) => {
    const entries = await readAll(path.join(FIXTURES, fixture));
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(expected).sort());
    for (const { name, content } of entries) expect(content?.equals(expected[name]!), name).toBe(true);
  });

  it('the fixtures cover what makers send: AES-128/256 (method 99), ZipCrypto, stored and deflated, a data descriptor', async () => {
    const methods = async (fixture: string) => (await readAll(path.join(FIXTURES, fixture))).map((e) => e.entry.method);
    expect(await methods('7zip-aes256.zip')).toContain(99);
    expect(await methods('7zip-zipcrypto-stored.zip')).toEqual([0, 0, 0]);
    expect(await methods('infozip-zipcrypto.zip')).toContain(8);
    const [streamed] = await readAll(path.join(FIXTURES, 'infozip-data-descriptor.zip'));
    expect(streamed!.entry.flags & 0x8).toBe(0x8);
    expect(streamed!.content?.equals(expected['text.pdf']!)).toBe(true);
  });

  it.each(fixtures)('%s: a wrong password is told apart from a damaged file', async (fixture) => {
    const entries = await readAll(path.join(FIXTURES, fixture), 'Wrong-pass-1234');
    // ZipCrypto's one check byte lets 1 password in 256 through; those then fail the CRC.
    for (const { failure } of entries) expect(['wrongPassword', 'corrupt']).toContain(failure);
    expect(entries.filter((e) => e.failure === 'wrongPassword').length).toBeGreaterThanOrEqual(entries.length - 1);
  });

  it.each(fixtures)(
    '%s: one flipped bit in the encrypted data is caught (AES authentication code, CRC-32 or inflation)',
    async (fixture) => {
      const entries = await readAll(path.join(FIXTURES, fixture));
      const noise = entries.find((e) => e.name === 'noise.pdf')!;
      for (const at of [40, 30_000, noise.entry.compressedSize - 20]) {
        const damaged = await readAll(tampered(fixture, noise.entry, at));
        expect(damaged.find((e) => e.name === 'noise.pdf')!.failure, `byte ${at}`).toBe('corrupt');
        expect(damaged.find((e) => e.name === 'devices.csv')!.content?.equals(expected['devices.csv']!)).toBe(true);
      }
    },
  );

  it('WinZip AES decrypts the same bytes whatever the chunk boundaries (counter blocks split across chunks)', async () => {
    const bytes = readFileSync(path.join(FIXTURES, '7zip-aes256.zip'));
    const file = await open(path.join(FIXTURES, '7zip-aes256.zip'), 'r');
    const { entries } = await readZipDirectory(file, bytes.length, 100).finally(() => file.close());
    const entry = entries.find((e) => e.nameBytes.toString() === 'noise.pdf')!;
    const dataStart = entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    const strength = extraRecord(entry.extraField, 0x9901)!.readUInt8(4);
    const decryptWith = async (sizes: () => number) => {
      const decryptor = new WinZipAesDecryptor(Buffer.from(FIXTURE_PASSWORD), strength);
      expect(await decryptor.start(data.subarray(0, decryptor.headerLength))).toBe(true);
      const cipher = data.subarray(decryptor.headerLength, data.length - decryptor.trailerLength);
      const out: Buffer[] = [];
      for (let at = 0; at < cipher.length;) {
        const size = Math.min(sizes(), cipher.length - at);
        out.push(decryptor.decrypt(cipher.subarray(at, at + size)));
        at += size;
      }
      expect(decryptor.verify(data.subarray(data.length - decryptor.trailerLength))).toBe(true);
      return Buffer.concat(out);
    };
    const whole = await decryptWith(() => Number.MAX_SAFE_INTEGER);
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return 1 + (seed % 100);
    };
    expect((await decryptWith(random)).equals(whole)).toBe(true);
    expect((await decryptWith(() => 16)).equals(whole)).toBe(true);
    expect((await decryptWith(() => 1)).equals(whole)).toBe(true);
  });

  it('a sink that answers false stops the entry: nothing more is inflated and no error is raised', async () => {
    let seen = 0;
    const entries = await readAll(path.join(FIXTURES, '7zip-aes256.zip'), FIXTURE_PASSWORD, (chunk) => {
      seen += chunk.length;
      return false;
    });
    for (const entry of entries) expect(entry.failure).toBeUndefined();
    expect(seen).toBeLessThan(3 * 64 * 1024);
  });

  it('reads zip.js AES-256 and ZipCrypto zips (what the sample download and tests write)', async () => {
    for (const zipCrypto of [false, true]) {
      const zip = await writeEncryptedZip(
        Object.entries(expected).map(([name, content]) => ({ name, content })),
        FIXTURE_PASSWORD,
        { zipCrypto },
      );
      const out = path.join(work, `zipjs-${zipCrypto}.zip`);
      writeFileSync(out, zip);
      for (const { name, content } of await readAll(out)) expect(content?.equals(expected[name]!), name).toBe(true);
    }
  });

  it('an entry whose data would run past its region is refused as overlapping', async () => {
    const source = path.join(FIXTURES, 'infozip-zipcrypto.zip');
    const copy = path.join(work, 'short-limit.zip');
    copyFileSync(source, copy);
    const file = await open(copy, 'r');
    try {
      const { entries } = await readZipDirectory(file, (await file.stat()).size, 100);
      const entry = entries[0]!;
      const error = await readEntryData({
        file: new ZipFileReader(file, (await file.stat()).size),
        entry,
        limit: entry.offset + 40,
        password: Buffer.from(FIXTURE_PASSWORD),
        sink: () => true,
      }).catch((e: unknown) => e);
      expect((error as ZipReadError).failure).toBe('overlapping');
    } finally {
      await file.close();
    }
  });

  it('a compression method other than Deflate or stored is refused as unsupported, not read', async () => {
    const bytes = Buffer.from(readFileSync(path.join(FIXTURES, 'infozip-zipcrypto.zip')));
    // Every central record says bzip2 (method 12), as `zip -Z bzip2` writes.
    for (
      let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      at >= 0;
      at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
    ) {
      bytes.writeUInt16LE(12, at + 10);
    }
    const out = path.join(work, 'bzip2.zip');
    writeFileSync(out, bytes);
    for (const entry of await readAll(out)) expect(entry.failure).toBe('unsupported');
  });

  it('a small entry that declares fewer bytes than it holds is handed over whole, never cut at the declared size', async () => {
    // Small entries are read in one piece (one inflateRawSync capped at the declared size); a lie
    // must reach the caller's count (which refuses it), as the stream path delivers it.
    const content = Buffer.from('%PDF-1.4\n'.repeat(1000));
    for (const zipCrypto of [false, true]) {
      const bytes = await writeEncryptedZip([{ name: 'small.pdf', content }], FIXTURE_PASSWORD, { zipCrypto });
      const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      bytes.writeUInt32LE(content.length - 100, central + 24);
      const out = path.join(work, `short-declared-${zipCrypto}.zip`);
      writeFileSync(out, bytes);
      const [entry] = await readAll(out);
      expect(entry!.entry.uncompressedSize).toBe(content.length - 100);
      expect(entry!.content?.equals(content), `zipCrypto ${zipCrypto}`).toBe(true);
    }
  });

  it('more central-directory records than allowed are refused before they are parsed', async () => {
    const file = await open(path.join(FIXTURES, '7zip-aes256.zip'), 'r');
    try {
      await expect(readZipDirectory(file, (await file.stat()).size, 2)).rejects.toMatchObject({
        failure: 'tooManyEntries',
      });
    } finally {
      await file.close();
    }
  });
});

describe('the layout check (local headers against the central directory, zip-local-headers.ts)', () => {
  /** What checkEntryLayout says about a zip: null when the layout is sound, else the failure and the entry's name. */
  async function layoutOf(bytes: Buffer): Promise<{ failure: ZipFailure; name: string | undefined } | null> {
    const out = path.join(work, 'layout.zip');
    writeFileSync(out, bytes);
    const file = await open(out, 'r');
    try {
      const { size } = await file.stat();
      const { entries, directoryOffset } = await readZipDirectory(file, size, 100);
      await checkEntryLayout(new ZipFileReader(file, size), entries, directoryOffset);
      return null;
    } catch (error) {
      if (!(error instanceof ZipReadError)) throw error;
      return { failure: error.failure, name: error.entry?.nameBytes.toString() };
    } finally {
      await file.close();
    }
  }
  const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

  it.each([
    '7zip-aes256.zip',
    '7zip-aes128.zip',
    '7zip-zipcrypto-stored.zip',
    'infozip-zipcrypto.zip',
    'infozip-zip64.zip',
    // Bit 3 with the real CRC and ZIP64 sizes in the local header, then a ZIP64 data descriptor.
    'infozip-data-descriptor.zip',
  ])('%s: sound', async (name) => {
    expect(await layoutOf(fixture(name))).toBeNull();
  });

  it('a local compressed size other than the central one is a header mismatch naming the entry', async () => {
    const zip = patchEntry(fixture('7zip-aes256.zip'), 'noise.pdf', (copy, e) =>
      copy.writeUInt32LE(1000, e.local + 18),
    );
    expect(await layoutOf(zip)).toEqual({ failure: 'headerMismatch', name: 'noise.pdf' });
  });

  it('a ZIP64 local size (0xFFFFFFFF + extra field) other than the central one is a header mismatch', async () => {
    const zip = Buffer.from(fixture('infozip-data-descriptor.zip'));
    // The local ZIP64 extra field (id 1, 16 bytes) follows the one-byte name "-": uncompressed, then compressed.
    expect(zip.readUInt16LE(31)).toBe(1);
    zip.writeUInt32LE(zip.readUInt32LE(35 + 8) + 1, 35 + 8);
    expect(await layoutOf(zip)).toEqual({ failure: 'headerMismatch', name: '-' });
  });

  it('a ZIP64 data descriptor other than the central record is a header mismatch', async () => {
    const zip = Buffer.from(fixture('infozip-data-descriptor.zip'));
    const { directoryOffset } = zipLayout(zip);
    // signature, CRC-32, compressed (8 bytes), uncompressed (8 bytes): the last 24 bytes before the directory.
    zip.writeUInt32LE(zip.readUInt32LE(directoryOffset - 8) + 1, directoryOffset - 8);
    expect(await layoutOf(zip)).toEqual({ failure: 'headerMismatch', name: '-' });
  });

  it('bytes after the end record are refused when the directory is read', async () => {
    const error = await layoutOf(Buffer.concat([fixture('7zip-aes256.zip'), Buffer.from('tail')]));
    expect(error).toEqual({ failure: 'extraBytes', name: undefined });
  });

  it('bytes between entries are refused as belonging to none, naming the entry they follow', async () => {
    const zip = fixture('infozip-zipcrypto.zip');
    const [, second] = zipLayout(zip).entries;
    expect(await layoutOf(insertBytes(zip, second!.local, Buffer.alloc(16)))).toEqual({
      failure: 'extraBytes',
      name: zipLayout(zip).entries[0]!.name,
    });
  });
});
