/**
 * SPEC §7 "Devices" reads, "Certificates" and "CSV downloads" for all five categories, called as
 * the original SPA calls them (see spec-calls.ts for the whole §7 table and which file covers each
 * call): the public lists and details (`public`), the organization's and administrator's lists, the
 * brand names filter, the three CSVs, and the certificate record, file and kenken CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn, type LegacyResponse } from '../../helpers/legacy-client.js';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createManagerOrganization } from '../../factories/devices.js';
import { createDevice } from '../../factories/public-devices.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';
import {
  CATEGORIES,
  CERTIFICATES,
  expectAreaCovered,
  expectKeys,
  expectOk,
  type CategoryResource,
} from './spec-calls.js';

let t: TestApp;
const log = new CallLog();
const visitor = () => new LegacyClient(t.baseUrl, log);
let admin: LegacyClient;
let member: LegacyClient;
/** Per category: a published device of the organization, and its certificate's id. */
const published = new Map<CategoryResource, { id: number; certificateId?: number }>();

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const adminUser = await createAdmin(em);
  const { organization, brands } = await createManagerOrganization(em);
  const user = await createUser(em, { organization });
  for (const cat of CATEGORIES) {
    const device = await createDevice(em, {
      category: DeviceCategory[cat],
      organization,
      brandName: brands[0],
    });
    published.set(cat, { id: device.id });
  }
  // Factories write the pre-store bytea column; the boot step moves it into the store.
  await moveBlobsToStore(t.orm.em.fork(), t.services.files);
  admin = new LegacyClient(t.baseUrl, log);
  member = new LegacyClient(t.baseUrl, log);
  await signIn(admin, adminUser.email, DEFAULT_PASSWORD);
  await signIn(member, user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

/** SPEC §7 "Device search filters" (§3), as the list screens send them; text fields trimmed (§5). */
const SEARCH = {
  brand_name: '',
  release_date_from: '',
  publish_date_from: '',
  include_expired: false,
  status: '',
  page: 1,
  start_date: '',
  finish_date: '',
  date_type: '',
};

/** SPEC §7 CSV downloads: text/csv, the file name taken from content-disposition. */
function expectCsv(res: LegacyResponse<unknown>): void {
  expectOk(res);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(/filename\*?=/);
  expect(res.bytes.length).toBeGreaterThan(0);
}

const LIST = { data: 'array', total: 'number', last_update: 'string' } as const;

describe.each(CATEGORIES)('SPEC §7 device reads: %s', (cat) => {
  it('GET /{cat} {search filters, public} reads data, total, last_update (public page)', async () => {
    // A signed-in user on a public page sends `public` too.
    for (const client of [visitor(), member]) {
      const res = await client.get<{ data: { id: number }[] }>(`/${cat}`, { ...SEARCH, public: true });
      expectOk(res);
      expectKeys(res.body, LIST);
      expect(res.body.data.map((d) => d.id)).toContain(published.get(cat)!.id);
    }
  });

  it('GET /{cat} {search filters} reads data, total, last_update (organization and administrator screens)', async () => {
    for (const client of [member, admin]) {
      const res = await client.get(`/${cat}`, SEARCH);
      expectOk(res);
      expectKeys(res.body, LIST);
    }
  });

  it('GET /{cat}/{id} {public} (public detail, and the signed-in detail)', async () => {
    const { id } = published.get(cat)!;
    const res = await visitor().get<{ data: { id: number; certificate?: { id: number } } }>(`/${cat}/${id}`, {
      public: true,
    });
    expectOk(res);
    // The detail's keys are not named in SPEC §7; the certificate id is where the SPA finds it.
    expectKeys(res.body, { data: 'object' });
    expect(res.body.data.id).toBe(id);
    published.get(cat)!.certificateId = res.body.data.certificate?.id;
    for (const client of [member, admin]) expectOk(await client.get(`/${cat}/${id}`));
    expectOk(await member.get(`/${cat}/${id}`, { public: true }));
  });

  it('GET /{cat}/brand_names {include_expired: true, public}', async () => {
    const res = await visitor().get(`/${cat}/brand_names`, { include_expired: true, public: true });
    expectOk(res);
    expect(res.body).toBeTypeOf('object');
  });

  it('GET /{cat}/download/csv (public, with the search filters) and /download/kenken_csv answer text/csv with a file name', async () => {
    expectCsv(await visitor().get(`/${cat}/download/csv`, { ...SEARCH, public: true }));
    expectCsv(await visitor().get(`/${cat}/download/kenken_csv`));
  });

  it('GET /{cat}/download/organization_csv answers text/csv with a file name (organization and administrator)', async () => {
    for (const client of [member, admin]) expectCsv(await client.get(`/${cat}/download/organization_csv`, SEARCH));
  });

  it('GET /{cert}/{id}, GET /{cert}/{id}/file (PDF bytes), GET /{cert}/download/kenken_csv', async () => {
    const cert = CERTIFICATES[cat];
    const certificateId = published.get(cat)!.certificateId;
    expect(certificateId, 'the detail names its certificate').toBeTypeOf('number');

    const record = await visitor().get(`/${cert}/${certificateId}`);
    expectOk(record);
    expect(record.body).toBeTypeOf('object');

    // The SPA's HTTP client prefers JSON and "reads file": the PDF in base64 beside its name and type.
    const json = await visitor().get<{ file: string; file_name: string; content_type: string; size: number }>(
      `/${cert}/${certificateId}/file`,
    );
    expectOk(json);
    expect(json.body.content_type).toBe('application/pdf');
    const pdf = Buffer.from(json.body.file, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBe(json.body.size);
    expect(json.body.file_name).toBeTypeOf('string');

    // A browser or a PDF viewer gets the bytes.
    const file = await visitor().get(`/${cert}/${certificateId}/file`, undefined, { accept: 'application/pdf' });
    expectOk(file);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.bytes.equals(pdf)).toBe(true);

    expectCsv(await visitor().get(`/${cert}/download/kenken_csv`));
  });
});

describe('coverage', () => {
  it('covers every SPEC §7 device read, certificate and CSV call of all five categories', () => {
    expectAreaCovered('device-reads', log);
  });
});
