import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readZipDirectory, ZipReadError } from '../../server/lib/zip/zip-directory.js';
import { readEntryData, ZipFileReader } from '../../server/lib/zip/zip-entry-data.js';
import { checkEntryLayout } from '../../server/lib/zip/zip-local-headers.js';
import { writeEncryptedZip, type ZipInput } from '../../server/lib/zip/zip-writer.js';

/**
 * Properties of the zip reader over random zips and random damage to them: what it reads is what
 * was written, and whatever a hostile or broken file holds, it answers with the entries exactly as
 * written or with a ZipReadError (the upload's Japanese message) — never another error, never
 * other bytes. The reading is the upload's: directory, layout check, then each entry within its region.
 */
const work = mkdtempSync(path.join(tmpdir(), 'zip-properties-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MAX_ENTRIES = 20;
let fileNumber = 0;

/** Every entry's name and content, or the reader's refusal. */
async function readZip(bytes: Buffer, password: string): Promise<{ name: string; content: Buffer }[]> {
  const file = path.join(work, `${fileNumber++}.zip`);
  writeFileSync(file, bytes);
  const handle = await open(file, 'r');
  try {
    const reader = new ZipFileReader(handle, bytes.length);
    const { entries, directoryOffset } = await readZipDirectory(handle, bytes.length, MAX_ENTRIES);
    const limits = await checkEntryLayout(reader, entries, directoryOffset);
    const read: { name: string; content: Buffer }[] = [];
    for (const entry of entries) {
      const chunks: Buffer[] = [];
      await readEntryData({
        file: reader,
        entry,
        limit: limits.get(entry)!,
        password: Buffer.from(password),
        sink: (chunk) => {
          chunks.push(Buffer.from(chunk));
          return true;
        },
      });
      read.push({ name: entry.nameBytes.toString('utf8'), content: Buffer.concat(chunks) });
    }
    return read;
  } finally {
    await handle.close();
    rmSync(file);
  }
}

/** Entry contents: random bytes (stored as they are) or repetitive text (deflated), up to 20 KB. */
const content = fc.oneof(
  fc.uint8Array({ maxLength: 20_000 }),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 500 }))
    .map(([unit, times]) => new TextEncoder().encode(unit.repeat(times))),
);

/** 1–5 entries with distinct names, Japanese ones included (UTF-8, bit 11). */
const entries = fc
  .uniqueArray(
    fc.record({
      name: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}\.pdf$/), fc.constantFrom('証明書.pdf', '機器一覧.csv')),
      content,
    }),
    { minLength: 1, maxLength: 5, selector: (entry) => entry.name },
  )
  .map((list) => list as ZipInput[]);

const password = fc.string({ minLength: 1, maxLength: 30 }).filter((p) => Buffer.byteLength(p) <= 60);
const encryption = fc.constantFrom<'aes' | 'zipCrypto'>('aes', 'zipCrypto');

/** The read entries equal the written ones, in order, byte for byte. */
function sameAs(written: ZipInput[], read: { name: string; content: Buffer }[]) {
  expect(read.map((entry) => entry.name)).toEqual(written.map((entry) => entry.name));
  read.forEach((entry, i) => expect(entry.content.equals(Buffer.from(written[i]!.content))).toBe(true));
}

describe('the zip reader on random zips (fast-check)', () => {
  it('reads back every entry of a zip written with any password, AES-256 or ZipCrypto', async () => {
    await fc.assert(
      fc.asyncProperty(entries, password, encryption, async (written, secret, kind) => {
        const zip = await writeEncryptedZip(written, secret, { zipCrypto: kind === 'zipCrypto' });
        sameAs(written, await readZip(zip, secret));
      }),
      { numRuns: 25 },
    );
  });

  it('answers damaged zips (bytes flipped, cut, inserted) with the written entries or a ZipReadError, nothing else', async () => {
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bits: fc.integer({ min: 1, max: 255 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        entries,
        encryption,
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        async (written, kind, harms) => {
          let zip = await writeEncryptedZip(written, 'パスワード-1', { zipCrypto: kind === 'zipCrypto' });
          for (const harm of harms) {
            const at = harm.at % zip.length;
            if (harm.kind === 'flip') zip[at] ^= harm.bits;
            else if (harm.kind === 'cut') zip = zip.subarray(0, at);
            else zip = Buffer.concat([zip.subarray(0, at), Buffer.from(harm.bytes), zip.subarray(at)]);
          }
          let read: { name: string; content: Buffer }[] | undefined;
          try {
            read = await readZip(Buffer.from(zip), 'パスワード-1');
          } catch (error) {
            expect(error).toBeInstanceOf(ZipReadError);
            return;
          }
          // Read without a refusal: then the damage touched nothing that matters (e.g. a timestamp or
          // an attribute of the directory), and the contents are the written ones.
          expect(read.map((entry) => entry.content.toString('base64'))).toEqual(
            written.map((entry) => Buffer.from(entry.content).toString('base64')),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers random bytes with a ZipReadError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4_000 }), async (bytes) => {
        await expect(readZip(Buffer.from(bytes), 'x')).rejects.toBeInstanceOf(ZipReadError);
      }),
      { numRuns: 200 },
    );
  });
});
