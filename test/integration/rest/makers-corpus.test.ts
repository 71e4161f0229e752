import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp932Lookalikes } from '../../../server/core/csv/csv-writer.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { categoryDefinition, csvColumns } from '../../../server/modules/device-registry/categories.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { createManagerOrganization, organizationClient, uploadForm } from '../../factories/devices.js';
import { buildCorpus, type StoredRow } from '../../fixtures/makers/corpus.js';
import { CORPUS_DIR, describeVariant } from '../../fixtures/makers/build.js';

const CAT = '/api/electric_heat_pumps';
const corpus = buildCorpus();
let t: TestApp;
let client: TestClient;
let roles: Awaited<ReturnType<typeof roleClients>>;
/** Every row committed by the corpus, for the export round trip. */
const committed: StoredRow[] = [];

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  const { organization } = await createManagerOrganization(t.orm.em.fork());
  ({ client } = await organizationClient(t, organization));
});
afterAll(() => t.close());

async function post(
  resource: string,
  zip: Buffer,
  fields: Record<string, string | string[]> = { password_type: 'organization' },
) {
  const response = await client.raw('POST', resource, { body: uploadForm(zip, fields, 'makers.zip') });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { errors: unknown } };
}

/** What the registry holds for the committed ids, in the corpus' terms. */
async function storedRows(ids: number[]): Promise<StoredRow[]> {
  const em = t.orm.em.fork();
  const devices = await em.find(Device, { id: { $in: ids } }, { populate: ['brandName'], orderBy: { id: 'asc' } });
  const certificates = await em.find(Certificate, { device: { $in: ids } });
  return devices.map((d) => ({
    certificateNumber: d.certificateNumber,
    brandName: d.brandName.name,
    systemNumber: d.systemNumber!,
    releaseDate: d.releaseDate,
    publishDate: d.publishDate ?? null,
    annualEfficiency: d.performance.annualEfficiency as number,
    tankCapacity: d.performance.tankCapacity as number,
    certificateFileName: certificates.find((c) => c.device.id === d.id)!.fileName,
  }));
}

/** One column of a check's preview, by the category table's key. */
function previewColumn(body: Record<string, unknown>) {
  const headers = body.headers as string[];
  const csv = body.csv as { cells: string[] }[];
  const columns = csvColumns(categoryDefinition(DeviceCategory.electric_heat_pumps));
  return (key: string) => {
    const index = headers.indexOf(columns.find((c) => c.key === key)!.header);
    return csv.map((r) => r.cells[index]);
  };
}

async function publish(ids: number[]) {
  for (const id of ids) {
    expect((await client.put(`${CAT}/${id}/apply_publish`)).status).toBe(200);
    expect((await roles.admin.put(`${CAT}/${id}/approve/enabled`)).status).toBe(200);
  }
}

describe("makers' corpus (test/fixtures/makers)", () => {
  it('the committed files are what the builder writes (npm run fixtures:makers)', () => {
    for (const variant of corpus) {
      expect(readFileSync(path.join(CORPUS_DIR, `${variant.id}.zip`)).equals(variant.zip), variant.id).toBe(true);
      expect(readFileSync(path.join(CORPUS_DIR, `${variant.id}.json`), 'utf8')).toBe(describeVariant(variant));
    }
  });

  for (const variant of corpus) {
    it(`${variant.id}: ${variant.title}`, async () => {
      const checked = await post(`${CAT}/check`, variant.zip);
      const expected = variant.expected;
      if ('refused' in expected) {
        expect(checked.status).toBe(422);
        expect(checked.body.errors).toEqual({ zip: [expected.refused] });
        return;
      }
      expect(checked.status, JSON.stringify(checked.body)).toBe(200);
      if ('errors' in expected) return expect(checked.body.errors).toEqual(expected.errors);
      if ('duplicates' in expected) return expect(checked.body.duplicates).toEqual(expected.duplicates);
      expect({ errors: checked.body.errors, duplicates: checked.body.duplicates, exists: checked.body.exists }).toEqual(
        { errors: [], duplicates: [], exists: [] },
      );
      // The preview shows the values that will be stored: trimmed, NFC, dates and numbers as read.
      const shown = previewColumn(checked.body);
      expect(shown('certificateNumber')).toEqual(expected.stored.map((s) => s.certificateNumber));
      expect(shown('systemNumber')).toEqual(expected.stored.map((s) => s.systemNumber));
      expect(shown('releaseDate')).toEqual(expected.stored.map((s) => s.releaseDate));
      expect(shown('publishDate')).toEqual(expected.stored.map((s) => s.publishDate ?? ''));
      expect(shown('annualEfficiency')).toEqual(expected.stored.map((s) => String(s.annualEfficiency)));
      expect(shown('tankCapacity')).toEqual(expected.stored.map((s) => String(s.tankCapacity)));
      const result = await post(CAT, variant.zip);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(await storedRows(result.body.ids as number[])).toEqual(expected.stored);
      await publish(result.body.ids as number[]);
      committed.push(...expected.stored);
    });
  }

  it('look-alike numbers: a number already registered in another look-alike form is reported as existing', async () => {
    const variant = corpus.find((v) => v.id === 'lookalike-numbers')!;
    const result = await post(CAT, variant.zip, { password_type: 'organization', no_list: ['2', '4'] });
    expect(result.status).toBe(201);
    await publish(result.body.ids as number[]);
    const stored = await storedRows(result.body.ids as number[]);
    expect(stored.map((r) => r.certificateNumber)).toEqual(['MK12〜A', 'MK12−B']);
    committed.push(...stored);
    const again = await post(`${CAT}/check`, variant.zip);
    expect(again.body.exists).toEqual([
      { row: 1, certificate_number: 'MK12〜A' },
      { row: 2, certificate_number: 'MK12～A' },
      { row: 3, certificate_number: 'MK12−B' },
      { row: 4, certificate_number: 'MK12－B' },
    ]);
    const em = t.orm.em.fork();
    const twin = em.create(Device, {
      ...(await em.findOneOrFail(Device, { certificateNumber: 'MK12〜A' })),
      id: undefined,
      certificateNumber: 'MK12～A',
    } as never);
    await expect(em.persistAndFlush(twin)).rejects.toThrow(/devices_category_certificate_export_unique/);
  });

  it('round trip: the public CSV and the certificate kenken CSV are strict CP932 holding every stored value', async () => {
    const strict = new TextDecoder('shift_jis', { fatal: true });
    const read = async (url: string) => strict.decode(await (await roles.visitor.raw('GET', url)).arrayBuffer());
    const list = await read(`${CAT}/download/csv?include_expired=true`);
    const kenken = await read('/api/electric_heat_pump_certificates/download/kenken_csv');
    expect(committed.length).toBeGreaterThan(15);
    // A device approved without a publish date is not public yet (required-columns-only).
    for (const row of committed.filter((r) => r.publishDate !== null)) {
      const line = list.split('\r\n').find((l) => l.includes(cp932Lookalikes(row.certificateNumber)));
      expect(line, row.certificateNumber).toBeDefined();
      if (row.systemNumber) expect(line).toContain(`${cp932Lookalikes(row.certificateNumber)},${row.systemNumber},`);
      if (row.brandName) expect(line).toContain(`,${row.brandName},`);
      expect(kenken).toContain(`${cp932Lookalikes(row.certificateNumber)},${row.brandName},${row.systemNumber},`);
      expect(kenken).toContain(`,${row.certificateFileName},`);
    }
  });
});
