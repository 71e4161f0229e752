import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { categoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { certificatePdf } from '../../../server/core/pdf/minimal-pdf.js';
import { extraRecord } from '../../../server/lib/zip/zip-directory.js';
import { appWithSignedInMaker, buildZip, csvRows, csvText, encodeCsv, postUpload } from '../../factories/devices.js';
import {
  fillLocalHeaders,
  hiddenLocalEntry,
  insertBytes,
  patchEntry,
  zipLayout,
  type EntryLayout,
} from '../../factories/zip-patch.js';

/**
 * Zips whose local headers say something else than their central directory, or that hide bytes no
 * entry accounts for: other readers (streaming ones, archivers, scanners) would see other content
 * than the one checked and stored. Each is a valid upload made by buildZip, then patched.
 */

let t: TestApp;
let client: TestClient;
const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
const FILE = '証明書ファイル名';
const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/makers/files');

beforeAll(async () => {
  ({ t, client } = await appWithSignedInMaker());
});
afterAll(() => t.close());

const send = (resource: string, zip: Buffer) => postUpload(client, resource, zip);
const devices = () => t.orm.em.fork().count(Device, {});

/** Both the check and the commit answer 422 with `message`, and nothing is written. */
async function expectRefused(zip: Buffer, message: RegExp) {
  const before = await devices();
  for (const resource of ['/api/electric_heat_pumps/check', '/api/electric_heat_pumps']) {
    const result = await send(resource, zip);
    expect(result.status, `${resource} ${JSON.stringify(result.body)}`).toBe(422);
    expect(JSON.stringify(result.body.errors), resource).toMatch(message);
  }
  expect(await devices()).toBe(before);
}

const PDF = 'cert-1.pdf';
const rows = csvRows(definition, 2, 'LAYOUT', (i) => ({ [FILE]: `cert-${i}.pdf` }));
const entries = [
  { name: 'list.csv', content: encodeCsv(csvText(rows), 'cp932') },
  { name: 'cert-0.pdf', content: certificatePdf(['layout 0']) },
  { name: PDF, content: certificatePdf(['layout 1']) },
];
/**
 * The upload as zip.js writes it: local CRC and sizes deferred to data descriptors (bit 3). Without
 * them, AES entries have the values in the local header; zip.js keeps the descriptor for ZipCrypto,
 * so there the local header gets the values copied in, as Info-ZIP does when it can seek back.
 */
async function upload(encryption: Encryption, dataDescriptor = true): Promise<Buffer> {
  const zip = await buildZip(entries, {
    zipCrypto: encryption === 'ZipCrypto',
    ...(dataDescriptor ? {} : { dataDescriptor: false }),
  });
  return dataDescriptor ? zip : fillLocalHeaders(zip);
}
type Encryption = 'AES' | 'ZipCrypto';
const ENCRYPTIONS: Encryption[] = ['AES', 'ZipCrypto'];

const mismatch = (name: string) =>
  new RegExp(`ZIPファイルの構造が不正です（ファイルの見出しと中央ディレクトリの内容が一致しません: ${name}）`);
const EXTRA_BYTES = /ZIPファイルの構造が不正です（どのファイルにも属さないデータが含まれています）/;
const OVERLAPPING = /ZIPファイルの構造が不正です（ファイルの領域が重なっています）/;

const add = (zip: Buffer, at: number, delta: number) => zip.writeUInt32LE((zip.readUInt32LE(at) + delta) >>> 0, at);
const localExtra = (zip: Buffer, entry: EntryLayout) => zip.readUInt16LE(entry.local + 26) + entry.local + 30;

describe('the valid uploads these are patched from', () => {
  it.each(ENCRYPTIONS)('%s, with and without data descriptors: checked (200)', async (encryption) => {
    for (const dataDescriptor of [true, false]) {
      const result = await send('/api/electric_heat_pumps/check', await upload(encryption, dataDescriptor));
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
  });

  it('a zip comment is not trailing data', async () => {
    const zip = await upload('AES');
    const comment = Buffer.from('作成: 7-Zip');
    const withComment = Buffer.concat([zip, comment]);
    withComment.writeUInt16LE(comment.length, zipLayout(zip).eocd + 20);
    expect((await send('/api/electric_heat_pumps/check', withComment)).status).toBe(200);
  });
});

describe('a local header that disagrees with the central directory', () => {
  const cases: [string, boolean, (zip: Buffer, entry: EntryLayout, encryption: Encryption) => void][] = [
    // The main case: a reader that trusts the local header takes other bytes as the entry's data.
    ['local compressed size differs', false, (zip, e) => add(zip, e.local + 18, 16)],
    ['local uncompressed size differs', false, (zip, e) => add(zip, e.local + 22, 1)],
    ['bit 3 set but the local header states a wrong compressed size', true, (zip, e) => add(zip, e.local + 18, 1)],
    ['the data descriptor states another compressed size', true, (zip, e) => add(zip, e.dataEnd + 8, -4)],
    ['the data descriptor states another uncompressed size', true, (zip, e) => add(zip, e.dataEnd + 12, 1)],
    [
      'the data descriptor states another CRC-32 (AES: AE-2 stores 0 in both)',
      true,
      (zip, e) => add(zip, e.dataEnd + 4, 1),
    ],
    ['local CRC-32 differs (AES: nonzero in the local header only)', false, (zip, e) => add(zip, e.local + 14, 1)],
    ['local name differs (same length)', false, (zip, e) => zip.writeUInt8(zip[e.local + 30]! ^ 0x20, e.local + 30)],
    [
      'compression method differs (AES: in the AES extra field)',
      false,
      (zip, e, encryption) => {
        if (encryption === 'ZipCrypto') return void zip.writeUInt16LE(0, e.local + 8);
        const extraStart = localExtra(zip, e);
        const extra = zip.subarray(extraStart, extraStart + zip.readUInt16LE(e.local + 28));
        const aes = extraRecord(extra, 0x9901)!;
        aes.writeUInt16LE(0, 5);
      },
    ],
    [
      'encryption flag (bit 0) differs',
      false,
      (zip, e) => zip.writeUInt16LE(zip.readUInt16LE(e.local + 6) & ~1, e.local + 6),
    ],
    [
      'data-descriptor flag (bit 3) differs',
      false,
      (zip, e) => zip.writeUInt16LE(zip.readUInt16LE(e.local + 6) ^ 8, e.local + 6),
    ],
    [
      'UTF-8 flag (bit 11) differs',
      true,
      (zip, e) => zip.writeUInt16LE(zip.readUInt16LE(e.local + 6) | 0x800, e.local + 6),
    ],
  ];
  for (const encryption of ENCRYPTIONS) {
    it.each(cases)(`${encryption}: %s → 422 on check and commit, nothing written`, async (_label, descriptor, edit) => {
      const zip = patchEntry(await upload(encryption, descriptor), PDF, (copy, entry) => edit(copy, entry, encryption));
      await expectRefused(zip, mismatch(PDF));
    });
  }

  it("an Info-ZIP Unicode Path in the local header naming another file than the central one's (makers' corpus)", async () => {
    const original = readFileSync(path.join(CORPUS, 'infozip-unicode-path.zip'));
    const entry = zipLayout(original).entries.find((e) => e.flags & 1 && !e.name.endsWith('.csv'))!;
    const zip = patchEntry(original, entry.name, (copy, e) => {
      const extraStart = localExtra(copy, e);
      const unicodePath = extraRecord(copy.subarray(extraStart, extraStart + copy.readUInt16LE(e.local + 28)), 0x7075)!;
      // Same length, same CRC of the stored name: a reader honouring the field takes "MX03".
      const at = unicodePath.indexOf('MK03');
      unicodePath.write('MX03', at);
    });
    await expectRefused(zip, mismatch('証明書/ソーラー表_MK03\\.pdf'));
  });
});

describe('entries that overlap or run into the central directory', () => {
  it.each(ENCRYPTIONS)("%s: a central record pointing into the previous entry's data", async (encryption) => {
    const zip = await upload(encryption);
    const { entries: layout } = zipLayout(zip);
    const patched = patchEntry(zip, PDF, (copy, e) => copy.writeUInt32LE(layout[1]!.dataStart + 4, e.central + 42));
    await expectRefused(patched, OVERLAPPING);
  });

  it.each(ENCRYPTIONS)('%s: two central records pointing to the same local header', async (encryption) => {
    const zip = await upload(encryption);
    const { entries: layout } = zipLayout(zip);
    const patched = patchEntry(zip, PDF, (copy, e) => copy.writeUInt32LE(layout[1]!.local, e.central + 42));
    await expectRefused(patched, OVERLAPPING);
  });

  it.each(ENCRYPTIONS)("%s: the last entry's data running into the central directory", async (encryption) => {
    // Both headers agree on the larger size: only the layout gives it away.
    const zip = patchEntry(await upload(encryption, false), PDF, (copy, e) => {
      add(copy, e.local + 18, 40);
      add(copy, e.central + 20, 40);
    });
    await expectRefused(zip, OVERLAPPING);
  });
});

describe('bytes no entry accounts for', () => {
  const cases: [string, (zip: Buffer) => Buffer][] = [
    ['bytes after the end record', (zip) => Buffer.concat([zip, Buffer.from('PK trailing archive')])],
    [
      'bytes after the end record beyond its declared comment',
      (zip) => {
        const out = Buffer.concat([zip, Buffer.from('comment'), randomBytes(32)]);
        out.writeUInt16LE(7, zipLayout(zip).eocd + 20);
        return out;
      },
    ],
    [
      'bytes between the last entry and the central directory',
      (zip) => insertBytes(zip, zipLayout(zip).directoryOffset, randomBytes(64)),
    ],
    [
      'a hidden local header between two entries (a streaming reader lists it)',
      (zip) =>
        insertBytes(zip, zipLayout(zip).entries[2]!.local, hiddenLocalEntry('hidden.pdf', certificatePdf(['x']))),
    ],
    [
      'prepended data (a self-extractor stub) before the first entry',
      (zip) => insertBytes(zip, 0, Buffer.from('MZ'.padEnd(512, '\0'))),
    ],
    [
      'bytes after the last central record, within the declared directory size',
      (zip) => {
        const { eocd } = zipLayout(zip);
        const out = insertBytes(zip, eocd, randomBytes(24));
        add(out, eocd + 24 + 12, 24);
        return out;
      },
    ],
  ];
  for (const encryption of ENCRYPTIONS) {
    it.each(cases)(`${encryption}: %s → 422 on check and commit, nothing written`, async (_label, patch) => {
      await expectRefused(patch(await upload(encryption)), EXTRA_BYTES);
    });
  }
});
