import { createHash, randomBytes } from 'node:crypto';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { CATEGORY_DEFINITIONS, categoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { DeviceCategory, PasswordType } from '../../../server/core/domain.js';
import { UploadPreview } from '../../../server/modules/device-uploads/upload-preview.entity.js';
import { PREVIEW_FILES_TRUSTED_MS } from '../../../server/modules/device-uploads/upload/checked-upload.js';
import type { ZipLimits } from '../../../server/modules/device-uploads/upload/zip-reader.js';
import { User } from '../../../server/modules/users/user.entity.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { collectOrphanFiles, ORPHAN_GRACE_MS } from '../../../server/modules/certificates/orphan-files.js';
import { DeviceStatusChange } from '../../../server/modules/device-registry/device-status-change.entity.js';
import { SharedPassword } from '../../../server/modules/shared-passwords/shared-password.entity.js';
import { SecretBox } from '../../../server/core/security/secret-box.js';
import { TEST_APP_KEY } from '../../helpers/test-app.js';
import { certificatePdf } from '../../../server/core/pdf/minimal-pdf.js';
import {
  buildZip,
  createManagerOrganization,
  csvRows,
  csvText,
  encodeCsv,
  organizationClient,
  uploadForm,
  uploadZip,
} from '../../factories/devices.js';
import type { Organization } from '../../../server/modules/organizations/organization.entity.js';

let t: TestApp;
let org: Organization;
let client: TestClient;
let roles: Awaited<ReturnType<typeof roleClients>>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  ({ organization: org } = await createManagerOrganization(t.orm.em.fork()));
  ({ client } = await organizationClient(t, org));
});
afterAll(() => t.close());

interface CheckBody {
  file_name: string;
  headers: string[];
  csv: { row: number; cells: string[] }[];
  errors: { row: number; column: string; messages: string[] }[];
  duplicates: { row: number; certificate_number: string; first_row: number }[];
  exists: { row: number; certificate_number: string }[];
  message?: string;
  errors_?: unknown;
}

async function send<T = Record<string, unknown>>(c: TestClient, path: string, form: FormData) {
  const response = await c.raw('POST', path, { body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const check = (
  c: TestClient,
  resource: string,
  zip: Buffer | null,
  fields?: Record<string, string | string[]>,
  name?: string,
) => send<CheckBody & { message: string; errors: unknown }>(c, `/api/${resource}/check`, uploadForm(zip, fields, name));
const commit = (
  c: TestClient,
  resource: string,
  zip: Buffer | null,
  fields: Record<string, string | string[]> = { password_type: 'organization' },
  name?: string,
) =>
  send<{ created: number; ids: number[]; message: string; errors: Record<string, string[]> }>(
    c,
    `/api/${resource}`,
    uploadForm(zip, fields, name),
  );

/** Runs `run` with the upload service's limits changed by `limits`, restoring them afterwards. */
async function withUploadLimits<T>(limits: Partial<ZipLimits>, run: () => Promise<T>): Promise<T> {
  const saved = { ...t.services.deviceUpload.limits };
  Object.assign(t.services.deviceUpload.limits, limits);
  try {
    return await run();
  } finally {
    t.services.deviceUpload.limits = saved;
  }
}
/** Reading a zip again would fail on its first PDF: what a commit from its preview must not need. */
const ZIP_READING_FAILS: Partial<ZipLimits> = { maxTotalUncompressed: 1 };

/** The registry's rows (stored files are counted apart: a check already stores its PDFs). */
async function counts() {
  const em = t.orm.em.fork();
  return {
    devices: await em.count(Device, {}),
    certificates: await em.count(Certificate, {}),
    history: await em.count(DeviceStatusChange, {}),
  };
}
const storedFiles = () => t.orm.em.fork().count(StoredFile, {});
const unreferencedFiles = async () =>
  new Set(
    (
      await t.orm.em
        .getConnection()
        .execute<{ sha256: string }[]>(
          'select sha256 from stored_files f where not exists (select 1 from certificates c where c.file_sha256 = f.sha256)',
        )
    ).map((r) => r.sha256),
  );

describe('upload round trip per category', () => {
  for (const definition of CATEGORY_DEFINITIONS) {
    it(`${definition.apiResource}: check previews, commit writes devices + certificates + history, file downloads`, async () => {
      const zip = await uploadZip(definition.category, 3, { prefix: `RT-${definition.apiResource}` });
      const before = await counts();
      const filesBefore = await storedFiles();
      const checked = await check(client, definition.apiResource, zip);
      expect(checked.status).toBe(200);
      expect(checked.body.csv).toHaveLength(3);
      expect(checked.body.errors).toEqual([]);
      expect(checked.body.duplicates).toEqual([]);
      expect(checked.body.exists).toEqual([]);
      expect(checked.body.headers[0]).toBe('ブランド名');
      expect(await counts()).toEqual(before);
      // The check put the three PDFs into the store for the commit; the commit adds none.
      expect(await storedFiles()).toBe(filesBefore + 3);

      const committed = await commit(client, definition.apiResource, zip);
      expect(committed.status).toBe(201);
      expect(committed.body.created).toBe(3);
      const after = await counts();
      expect(after.devices - before.devices).toBe(3);
      expect(after.certificates - before.certificates).toBe(3);
      expect(after.history - before.history).toBe(3);
      expect(await storedFiles()).toBe(filesBefore + 3);

      const list = await client.get<{ data: Record<string, unknown>[]; total: number }>(
        `/api/${definition.apiResource}?keyword=RT-`,
      );
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(3);
      const first = list.body.data.find((d) => d.certificate_number === `RT-${definition.apiResource}-0001`)!;
      expect(first.status).toBe('registered');
      expect(first.brand_name).toBe('エコ給湯①');
      const perf = definition.performanceFields[0]!;
      expect(first[perf.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]).not.toBeNull();

      const certId = (first.certificate as { id: number }).id;
      const meta = await client.get<{ certificate: { file_name: string } }>(
        `/api/${definition.certificateResource}/${certId}`,
      );
      expect(meta.body.certificate.file_name).toBe(`RT-${definition.apiResource}-1.pdf`);
      const file = await client.raw('GET', `/api/${definition.certificateResource}/${certId}/file`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      // An ASCII name is its own plain filename (what curl -J saves as); filename* is for other names.
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename=RT-${definition.apiResource}-1.pdf`);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // not visible to the public while registered
      expect((await roles.visitor.get(`/api/${definition.certificateResource}/${certId}`)).status).toBe(404);
    });
  }
});

describe('encodings and zip formats', () => {
  it('reads ZipCrypto zips with Shift_JIS file names and a CP932 CSV (①/㈱/髙 survive)', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 2, {
      prefix: 'SJIS',
      zipCrypto: true,
      shiftJisNames: true,
      encoding: 'cp932',
    });
    const checked = await check(client, 'electric_heat_pumps', zip);
    expect(checked.status).toBe(200);
    expect(checked.body.errors).toEqual([]);
    expect(checked.body.csv[1]!.cells[0]).toBe('髙木㈱ブランド');
    expect(checked.body.csv[0]!.cells[4]).toContain('①');
  });

  it('reads UTF-8 CSVs with and without BOM', async () => {
    for (const encoding of ['utf-8', 'utf-8-bom'] as const) {
      const zip = await uploadZip(DeviceCategory.solar_water_heaters, 1, { prefix: `U8${encoding}`, encoding });
      const checked = await check(client, 'solar_water_heaters', zip);
      expect(checked.status).toBe(200);
      expect(checked.body.errors).toEqual([]);
      expect(checked.body.csv[0]!.cells[0]).toBe('エコ給湯①');
    }
  });

  it('decrypts with a shared password when chosen', async () => {
    const em = t.orm.em.fork();
    const shared = em.create(SharedPassword, {
      name: '共用',
      zipPasswordEncrypted: SecretBox.fromString(TEST_APP_KEY).encrypt('shared-zip-9'),
    });
    await em.persistAndFlush(shared);
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 1, { prefix: 'SHARED', password: 'shared-zip-9' });
    const ok = await check(client, 'solar_water_heaters', zip, {
      password_type: 'shared',
      shared_password_id: String(shared.id),
    });
    expect(ok.status).toBe(200);
    const wrong = await check(client, 'solar_water_heaters', zip, { password_type: 'organization' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ zip: ['ZIPファイルのパスワードが正しくありません'] });
    const missing = await check(client, 'solar_water_heaters', zip, { password_type: 'shared' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ shared_password_id: ['共用パスワードを選択してください'] });
  });
});

describe('preview lists and commit rules', () => {
  it('reports errors, duplicates and exists by row; commit honours no_list; a second commit cannot duplicate', async () => {
    const em = t.orm.em.fork();
    const zipFirst = await uploadZip(DeviceCategory.hybrid_water_heaters, 1, { prefix: 'PRE' });
    expect((await commit(client, 'hybrid_water_heaters', zipFirst)).status).toBe(201);

    // rows: 1 exists (PRE-0001), 2 ok, 3 duplicate of 2, 4 invalid date
    const zip = await uploadZip(DeviceCategory.hybrid_water_heaters, 4, {
      prefix: 'PRE',
      overrides: (i): Record<string, string> =>
        i === 2 ? { 証明書番号: 'PRE-0002' } : i === 3 ? { 発売予定年月日: '2025-02-30' } : {},
    });
    const checked = await check(client, 'hybrid_water_heaters', zip);
    expect(checked.status).toBe(200);
    expect(checked.body.exists).toEqual([{ row: 1, certificate_number: 'PRE-0001' }]);
    expect(checked.body.duplicates).toEqual([{ row: 3, certificate_number: 'PRE-0002', first_row: 2 }]);
    expect(checked.body.errors).toEqual([
      {
        row: 4,
        column: '発売予定年月日',
        messages: [
          '発売予定年月日は正しい日付で入力してください（使える形式: 2026-04-01、2026/4/1、2026年4月1日、令和8年4月1日、R8.4.1）',
        ],
      },
    ]);

    const before = await counts();
    const refused = await commit(client, 'hybrid_water_heaters', zip, {
      password_type: 'organization',
      no_list: ['1'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('取り込めない行があります。修正するか、スキップを指定してください');
    expect(refused.body.errors.rows).toEqual(
      expect.arrayContaining([expect.stringContaining('4行目'), expect.stringContaining('3行目')]),
    );
    expect(await counts()).toEqual(before);

    const ok = await commit(client, 'hybrid_water_heaters', zip, {
      password_type: 'organization',
      no_list: ['1', '3', '4'],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.created).toBe(1);
    expect(
      await em.count(Device, { category: DeviceCategory.hybrid_water_heaters, certificateNumber: 'PRE-0002' }),
    ).toBe(1);

    const again = await commit(client, 'hybrid_water_heaters', zip, {
      password_type: 'organization',
      no_list: ['1', '3', '4'],
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.rows[0]).toContain('既に登録されています');
    expect(
      await em.count(Device, { category: DeviceCategory.hybrid_water_heaters, certificateNumber: 'PRE-0002' }),
    ).toBe(1);

    const allSkipped = await commit(client, 'hybrid_water_heaters', zip, {
      password_type: 'organization',
      no_list: ['1', '2', '3', '4'],
    });
    expect(allSkipped.status).toBe(422);
    expect(allSkipped.body.errors).toEqual({ no_list: ['取り込む行がありません（すべての行がスキップされています）'] });
  });

  it("another organization's certificate number gets one generic row error, never named as registered (no existence oracle)", async () => {
    const first = await uploadZip(DeviceCategory.solar_systems, 1, { prefix: 'OTHERS' });
    expect((await commit(client, 'solar_systems', first)).status).toBe(201);
    const { organization: stranger } = await createManagerOrganization(t.orm.em.fork());
    const { client: strangerClient } = await organizationClient(t, stranger);
    const checked = await check(strangerClient, 'solar_systems', first);
    expect(checked.status).toBe(200);
    expect(checked.body.exists).toEqual([]);
    expect(checked.body.errors).toEqual([
      { row: 1, column: '証明書番号', messages: ['この証明書番号は登録できません。番号に誤りがないかご確認ください'] },
    ]);
    const refused = await commit(strangerClient, 'solar_systems', first);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.rows).toEqual([
      '1行目 証明書番号: この証明書番号は登録できません。番号に誤りがないかご確認ください',
    ]);
    expect(JSON.stringify([checked.body, refused.body])).not.toContain('登録されています');
  });

  it('a failure after real INSERTs (the 4th certificate row) leaves no device, certificate or history; its files go with orphan collection', async () => {
    const zip = await uploadZip(DeviceCategory.cogeneration_systems, 5, { prefix: 'FAIL' });
    const before = await counts();
    const orphansBefore = await unreferencedFiles();
    const sql = t.orm.em.getConnection();
    // Sequences are not transactional: how far they moved shows which INSERTs PostgreSQL really ran.
    const nextIds = async () =>
      (
        await sql.execute<{ devices: string; certificates: string }[]>(
          `select nextval('devices_id_seq') as devices, nextval('certificates_id_seq') as certificates`,
        )
      )[0]!;
    await sql.execute(`create function fail_fourth_certificate() returns trigger language plpgsql as $$
      begin
        if new.file_name = 'FAIL-4.pdf' then raise exception 'injected failure on the 4th certificate'; end if;
        return new;
      end $$`);
    await sql.execute(
      'create trigger fail_fourth_certificate before insert on certificates for each row execute function fail_fourth_certificate()',
    );
    try {
      const start = await nextIds();
      const result = await commit(client, 'cogeneration_systems', zip);
      expect(result.status).toBe(500);
      const end = await nextIds();
      expect(Number(end.devices) - Number(start.devices) - 1).toBeGreaterThanOrEqual(4);
      expect(Number(end.certificates) - Number(start.certificates) - 1).toBeGreaterThanOrEqual(4);
    } finally {
      await sql.execute('drop trigger fail_fourth_certificate on certificates');
      await sql.execute('drop function fail_fourth_certificate()');
    }
    // The PDFs were registered and stored before the devices' transaction: unreferenced now, so
    // collection removes rows and objects once they are past the grace period.
    expect(await counts()).toEqual(before);
    const left = [...(await unreferencedFiles())].filter((sha256) => !orphansBefore.has(sha256));
    expect(left).toHaveLength(5);
    for (const sha256 of left) expect(await t.services.files.stat(sha256)).not.toBeNull();
    const collected = await collectOrphanFiles({
      em: t.orm.em.fork(),
      files: t.services.files,
      olderThan: new Date(Date.now() + 1000),
    });
    expect(collected).toBe(orphansBefore.size + 5);
    for (const sha256 of left) expect(await t.services.files.stat(sha256)).toBeNull();
    expect(await unreferencedFiles()).toEqual(new Set());
    expect((await commit(client, 'cogeneration_systems', zip)).status).toBe(201);
  });

  it('each check records a preview and deletes expired ones; the commit marks its preview', async () => {
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, { organization: org.id });
    const base = {
      organization: org,
      user,
      category: DeviceCategory.solar_water_heaters,
      fileName: 'old.zip',
      passwordType: PasswordType.organization,
      result: {},
    };
    const expired = em.create(UploadPreview, {
      ...base,
      zipSha256: 'e'.repeat(64),
      expiresAt: new Date(Date.now() - 1000),
    });
    const live = em.create(UploadPreview, {
      ...base,
      zipSha256: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await em.flush();

    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 2, { prefix: 'PREVIEW' });
    expect((await check(client, 'solar_water_heaters', zip)).status).toBe(200);
    const fresh = t.orm.em.fork();
    expect(await fresh.findOne(UploadPreview, { id: expired.id })).toBeNull();
    expect(await fresh.findOne(UploadPreview, { id: live.id })).not.toBeNull();
    const sha = createHash('sha256').update(zip).digest('hex');
    const recorded = await fresh.findOneOrFail(UploadPreview, { zipSha256: sha });
    expect(recorded.result).toEqual({ rows: 2, errors: 0, duplicates: 0, exists: 0 });
    expect(recorded.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(recorded.committedAt).toBeNull();

    expect((await commit(client, 'solar_water_heaters', zip)).status).toBe(201);
    expect((await t.orm.em.fork().findOneOrFail(UploadPreview, { zipSha256: sha })).committedAt).toBeInstanceOf(Date);
  });

  it('a commit after a check does not read the zip again: rows come from the preview, PDFs from the store', async () => {
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 3, { prefix: 'REUSE' });
    expect((await check(client, 'solar_water_heaters', zip)).status).toBe(200);
    // The zip is not read again, nor is the store asked for each PDF (on S3, a HEAD each): the check put them all.
    const storeCalls = (['stat', 'put', 'putBuffer'] as const).map((method) => vi.spyOn(t.services.files, method));
    try {
      const committed = await withUploadLimits(ZIP_READING_FAILS, () =>
        commit(client, 'solar_water_heaters', zip, { password_type: 'organization', no_list: ['2'] }),
      );
      expect(committed.status).toBe(201);
      expect(committed.body.created).toBe(2);
      for (const call of storeCalls) expect(call).not.toHaveBeenCalled();
    } finally {
      for (const call of storeCalls) call.mockRestore();
    }
    const em = t.orm.em.fork();
    const certificates = await em.find(Certificate, { device: { certificateNumber: { $like: 'REUSE-%' } } });
    expect(certificates).toHaveLength(2);
    for (const c of certificates) {
      const res = await client.raw(
        'GET',
        `/api/${categoryDefinition(DeviceCategory.solar_water_heaters).certificateResource}/${c.id}/file`,
      );
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBe(c.size);
      expect(
        createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex'),
      ).toBe(c.sha256);
    }
  });

  it('a commit makes its files durable before any row refers to them, whichever process checked', async () => {
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 3, { prefix: 'DURABLE' });
    expect((await check(client, 'solar_water_heaters', zip)).status).toBe(200);
    const asked: { sha256s: readonly string[]; devices: number }[] = [];
    const durable = vi.spyOn(t.services.files, 'makeDurable').mockImplementation(async (sha256s) => {
      asked.push({
        sha256s,
        devices: await t.orm.em.fork().count(Device, { certificateNumber: { $like: 'DURABLE-%' } }),
      });
    });
    try {
      expect((await commit(client, 'solar_water_heaters', zip)).status).toBe(201);
    } finally {
      durable.mockRestore();
    }
    const certificates = await t.orm.em
      .fork()
      .find(Certificate, { device: { certificateNumber: { $like: 'DURABLE-%' } } });
    expect(asked).toEqual([{ sha256s: expect.any(Array), devices: 0 }]);
    expect([...asked[0]!.sha256s].sort()).toEqual(certificates.map((c) => c.sha256).sort());
  });

  it('a commit of more rows than one insert batch writes every row, certificate and history row, in row order', async () => {
    const rows = 1_050;
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, rows, { prefix: 'BATCH' });
    const committed = await commit(client, 'solar_water_heaters', zip, { password_type: 'organization' });
    expect(committed.status).toBe(201);
    expect(committed.body.created).toBe(rows);
    const em = t.orm.em.fork();
    const devices = await em.find(
      Device,
      { certificateNumber: { $like: 'BATCH-%' } },
      { populate: ['certificate'], orderBy: { id: 'asc' } },
    );
    expect(devices).toHaveLength(rows);
    // Ids follow the CSV's row order across batches, and each certificate belongs to its own row.
    expect(devices.map((d) => d.certificateNumber)).toEqual(
      [...devices.map((d) => d.certificateNumber)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    const fileOf = (number: string) => `BATCH-${Number(number.slice('BATCH-'.length))}.pdf`;
    expect(devices.filter((d) => d.certificate?.fileName !== fileOf(d.certificateNumber))).toEqual([]);
    expect(await em.count(DeviceStatusChange, { device: { certificateNumber: { $like: 'BATCH-%' } } })).toBe(rows);
  });

  it('a preview at the end of its window still commits from the store: collection cannot have taken its files', async () => {
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 2, { prefix: 'WINDOW' });
    expect((await check(client, 'solar_water_heaters', zip)).status).toBe(200);
    const sha = createHash('sha256').update(zip).digest('hex');
    const preview = await t.orm.em.fork().findOneOrFail(UploadPreview, { zipSha256: sha }, { populate: ['checked'] });
    const pdfShas = preview.checked!.pdfs.map(([, pdf]) => pdf.sha256);
    // Checked a minute inside the limit; its files were registered just before the preview.
    const checkedAt = Date.now() - PREVIEW_FILES_TRUSTED_MS + 60_000;
    await t.orm.em.fork().nativeUpdate(UploadPreview, { id: preview.id }, { createdAt: new Date(checkedAt) });
    await t.orm.em
      .fork()
      .nativeUpdate(StoredFile, { sha256: { $in: pdfShas } }, { createdAt: new Date(checkedAt - 1000) });
    await collectOrphanFiles({
      em: t.orm.em.fork(),
      files: t.services.files,
      olderThan: new Date(Date.now() - ORPHAN_GRACE_MS),
    });
    const committed = await withUploadLimits(ZIP_READING_FAILS, () => commit(client, 'solar_water_heaters', zip));
    expect(committed.status).toBe(201);
    for (const key of pdfShas) expect(await t.services.files.stat(key)).not.toBeNull();
    expect(await unreferencedFiles()).not.toContain(pdfShas[0]);
  });

  it('a commit of a preview older than its files are kept for sure reads the zip again and stores them', async () => {
    const zip = await uploadZip(DeviceCategory.solar_water_heaters, 2, { prefix: 'REREAD' });
    const checked = await check(client, 'solar_water_heaters', zip);
    expect(checked.status).toBe(200);
    const sha = createHash('sha256').update(zip).digest('hex');
    const preview = await t.orm.em.fork().findOneOrFail(UploadPreview, { zipSha256: sha }, { populate: ['checked'] });
    const pdfShas = preview.checked!.pdfs.map(([, pdf]) => pdf.sha256);
    expect(pdfShas).toHaveLength(2);
    // Checked a minute before the limit: a collection may have taken a file by now.
    await t.orm.em
      .fork()
      .nativeUpdate(
        UploadPreview,
        { id: preview.id },
        { createdAt: new Date(Date.now() - PREVIEW_FILES_TRUSTED_MS - 60_000) },
      );
    await t.services.files.delete(pdfShas[0]!);
    expect((await commit(client, 'solar_water_heaters', zip)).status).toBe(201);
    for (const key of pdfShas) expect(await t.services.files.stat(key)).not.toBeNull();
  });

  it('two concurrent commits of the same file register it once', async () => {
    const zip = await uploadZip(DeviceCategory.solar_systems, 3, { prefix: 'RACE' });
    const results = await Promise.all([commit(client, 'solar_systems', zip), commit(client, 'solar_systems', zip)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await t.orm.em.fork().count(Device, { certificateNumber: { $like: 'RACE-%' } })).toBe(3);
  });
});

describe('bad uploads: each 4xx with a clear message, nothing written', () => {
  const pdf = certificatePdf(['bad upload']);
  const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
  const validRows = () => csvRows(definition, 1, 'BAD');
  const csvEntry = (rows: string[][], encoding: 'cp932' | 'utf-8' = 'cp932') => ({
    name: 'list.csv',
    content: encodeCsv(csvText(rows), encoding),
  });
  const pdfEntry = { name: '証明書/BAD-1.pdf', content: pdf };

  function withCell(header: string, value: string) {
    const rows = validRows();
    rows[1]![rows[0]!.indexOf(header)] = value;
    return rows;
  }

  function overlapping(zip: Buffer): Buffer {
    // point the second central-directory record at the first entry's local header
    const copy = Buffer.from(zip);
    const offsets: number[] = [];
    for (let i = 0; i < copy.length - 4; i++) if (copy.readUInt32LE(i) === 0x02014b50) offsets.push(i);
    copy.writeUInt32LE(copy.readUInt32LE(offsets[0]! + 42), offsets[1]! + 42);
    return copy;
  }

  /** Rewrites an entry's declared uncompressed size in its central and local headers (a lying header). */
  function understate(zip: Buffer, entryName: string, declared: number): Buffer {
    const copy = Buffer.from(zip);
    let offset = copy.readUInt32LE(copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    while (copy.readUInt32LE(offset) === 0x02014b50) {
      const nameLength = copy.readUInt16LE(offset + 28);
      if (copy.subarray(offset + 46, offset + 46 + nameLength).toString() === entryName) {
        copy.writeUInt32LE(declared, offset + 24);
        copy.writeUInt32LE(declared, copy.readUInt32LE(offset + 42) + 22);
      }
      offset += 46 + nameLength + copy.readUInt16LE(offset + 30) + copy.readUInt16LE(offset + 32);
    }
    return copy;
  }
  const bigPdf = () => ({ name: 'big.pdf', content: Buffer.concat([pdf, randomBytes(2 * 1024 * 1024)]) });

  const cases: [
    string,
    () => Promise<{
      zip: Buffer | null;
      fields?: Record<string, string>;
      name?: string;
      limits?: Partial<ZipLimits>;
    }>,
    RegExp,
  ][] = [
    ['no file', async () => ({ zip: null }), /ZIPファイルを選択してください/],
    [
      'not a .zip name',
      async () => ({ zip: await uploadZip(definition.category, 1), name: 'upload.csv' }),
      /ZIPファイルを選択してください/,
    ],
    [
      'not a zip',
      async () => ({ zip: Buffer.from('hello, this is not a zip file at all') }),
      /ZIPファイルを読み込めません/,
    ],
    [
      'truncated zip',
      async () => {
        const z = await uploadZip(definition.category, 1);
        return { zip: z.subarray(0, Math.floor(z.length / 2)) };
      },
      /ZIPファイルを読み込めません/,
    ],
    [
      'wrong password',
      async () => ({ zip: await uploadZip(definition.category, 1, { password: 'other-pass' }) }),
      /パスワードが正しくありません/,
    ],
    [
      'not encrypted',
      async () => ({ zip: await buildZip([csvEntry(validRows()), pdfEntry], { password: null }) }),
      /暗号化されていない/,
    ],
    ['no CSV', async () => ({ zip: await buildZip([pdfEntry]) }), /CSVファイルが含まれていません/],
    [
      'two CSVs',
      async () => ({
        zip: await buildZip([csvEntry(validRows()), { ...csvEntry(validRows()), name: 'b.csv' }, pdfEntry]),
      }),
      /CSVファイルが複数/,
    ],
    [
      'other file type',
      async () => ({ zip: await buildZip([csvEntry(validRows()), pdfEntry, { name: 'run.exe', content: pdf }]) }),
      /以外のファイル/,
    ],
    [
      'zip bomb by ratio',
      async () => ({
        zip: await buildZip(
          [csvEntry(validRows()), pdfEntry, { name: 'bomb.pdf', content: Buffer.alloc(8 * 1024 * 1024) }],
          { level: 9 },
        ),
      }),
      /圧縮率が異常/,
    ],
    [
      'zip bomb by total size',
      async () => ({
        zip: await buildZip([
          csvEntry(validRows()),
          pdfEntry,
          { name: 'big.pdf', content: Buffer.from(Array.from({ length: 600_000 }, (_, i) => (i * 7919) % 251)) },
        ]),
        limits: { maxTotalUncompressed: 500_000 },
      }),
      /展開後のサイズが上限/,
    ],
    [
      "header understates a PDF's size (data descriptor disagrees)",
      async () => ({
        zip: understate(await buildZip([csvEntry(withCell('証明書ファイル名', 'big.pdf')), bigPdf()]), 'big.pdf', 1000),
      }),
      // The data descriptor still holds the real size: refused before inflating, as a header mismatch.
      /ファイルの見出しと中央ディレクトリの内容が一致しません: big\.pdf/,
    ],
    [
      "header understates a PDF's size (no data descriptor)",
      async () => ({
        zip: understate(
          await buildZip([csvEntry(withCell('証明書ファイル名', 'big.pdf')), bigPdf()], { dataDescriptor: false }),
          'big.pdf',
          1000,
        ),
      }),
      /ZIPファイルに記録されたサイズと実際の展開後のサイズが一致しないファイルが含まれています: big\.pdf/,
    ],
    [
      'CSV over its own size limit (it is parsed in memory)',
      async () => ({ zip: await buildZip([csvEntry(validRows()), pdfEntry]), limits: { maxCsvBytes: 100 } }),
      /CSVファイルのサイズが上限/,
    ],
    [
      'too many entries',
      async () => ({
        zip: await buildZip([
          csvEntry(validRows()),
          pdfEntry,
          ...Array.from({ length: 6 }, (_, i) => ({ name: `x${i}.pdf`, content: pdf })),
        ]),
        limits: { maxEntries: 5 },
      }),
      /ファイル数が上限/,
    ],
    [
      'overlapping entries',
      async () => ({ zip: overlapping(await buildZip([csvEntry(validRows()), pdfEntry])) }),
      /領域が重なって|読み込めません/,
    ],
    [
      '../ traversal name',
      async () => ({ zip: await buildZip([csvEntry(validRows()), { name: '../evil.pdf', content: pdf }]) }),
      /不正なファイル名/,
    ],
    [
      'absolute name',
      async () => ({ zip: await buildZip([csvEntry(validRows()), { name: '/etc/evil.pdf', content: pdf }]) }),
      /不正なファイル名/,
    ],
    [
      'symlink entry',
      async () => ({
        zip: await buildZip([
          csvEntry(validRows()),
          pdfEntry,
          { name: 'link.pdf', content: Buffer.from('/etc/passwd'), externalFileAttributes: (0o120777 << 16) >>> 0 },
        ]),
      }),
      /シンボリックリンク/,
    ],
    [
      'bad encoding',
      async () => ({
        zip: await buildZip([
          {
            name: 'list.csv',
            content: Buffer.concat([encodeCsv(csvText(validRows()), 'cp932'), Buffer.from([0x82, 0x0a])]),
          },
          pdfEntry,
        ]),
      }),
      /文字コード/,
    ],
    [
      'missing column',
      async () => ({ zip: await buildZip([csvEntry(validRows().map((r) => r.slice(1))), pdfEntry]) }),
      /列が不足しています: ブランド名/,
    ],
    [
      'extra column',
      async () => ({
        zip: await buildZip([csvEntry(validRows().map((r, i) => [...r, i === 0 ? '余分' : 'x'])), pdfEntry]),
      }),
      /不明な列があります: 余分/,
    ],
    [
      'tab-separated text saved as .csv',
      async () => ({
        zip: await buildZip([
          {
            name: 'list.csv',
            content: Buffer.from(
              `${validRows()
                .map((r) => r.join('\t'))
                .join('\r\n')}\r\n`,
            ),
          },
          pdfEntry,
        ]),
      }),
      /区切り文字がタブになっています/,
    ],
    [
      'header only',
      async () => ({ zip: await buildZip([csvEntry(validRows().slice(0, 1)), pdfEntry]) }),
      /データ行がありません/,
    ],
    [
      '5,001 rows',
      async () => ({ zip: await buildZip([csvEntry(csvRows(definition, 5001, 'MANY')), pdfEntry]) }),
      /行数が上限（5,000行）/,
    ],
    [
      'malformed CSV quoting',
      async () => ({
        zip: await buildZip([
          { name: 'list.csv', content: Buffer.from('ブランド名,"unterminated\r\nx,y\r\n') },
          pdfEntry,
        ]),
      }),
      /CSVファイルの形式が正しくありません/,
    ],
  ];

  for (const [label, build, message] of cases) {
    it(label, async () => {
      const { zip, fields, name, limits } = await build();
      await withUploadLimits(limits ?? {}, async () => {
        const before = await counts();
        for (const send of [check, commit] as const) {
          const result = await send(
            client,
            'electric_heat_pumps',
            zip,
            fields ?? { password_type: 'organization' },
            name,
          );
          expect(result.status, JSON.stringify(result.body)).toBe(422);
          expect(JSON.stringify(result.body.errors)).toMatch(message);
        }
        expect(await counts()).toEqual(before);
      });
    });
  }

  const fileRowCases: [string, () => Promise<Buffer>, RegExp][] = [
    ['missing PDF', () => buildZip([csvEntry(validRows())]), /がZIPファイル内に見つかりません/],
    [
      'non-PDF named .pdf',
      () =>
        buildZip([csvEntry(validRows()), { name: '証明書/BAD-1.pdf', content: Buffer.from('just text, not a pdf') }]),
      /PDFファイルではありません/,
    ],
    [
      'PDF without trailer',
      () =>
        buildZip([
          csvEntry(validRows()),
          { name: '証明書/BAD-1.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n') },
        ]),
      /PDFファイルが壊れています/,
    ],
  ];
  for (const [label, build, message] of fileRowCases) {
    it(`certificate: ${label} — a row error in the preview, the commit is refused`, async () => {
      const zip = await build();
      const before = await counts();
      const checked = await check(client, 'electric_heat_pumps', zip);
      expect(checked.status).toBe(200);
      expect(JSON.stringify(checked.body.errors)).toMatch(message);
      expect((await commit(client, 'electric_heat_pumps', zip)).status).toBe(422);
      expect(await counts()).toEqual(before);
    });
  }

  const rowCases: [string, string[][], RegExp][] = [
    ['invalid date', withCell('発売予定年月日', '2025-13-01'), /正しい日付/],
    ['missing release date', withCell('発売予定年月日', ''), /発売予定年月日は必須です/],
    ['over-long cell', withCell('システム品番', 'あ'.repeat(129)), /128文字以内/],
    ['formula cell', withCell('システム品番', '=HYPERLINK("http://x")'), /数式/],
    [
      'unknown brand',
      withCell('ブランド名', '他社ブランド'),
      /ブランド名「他社ブランド」は登録されていません（登録済み: [^）]+）/,
    ],
    ['number out of range', withCell('年間給湯保温効率(JIS)', '99'), /以上.*以下/],
    ['not a number', withCell('年間給湯保温効率(JIS)', 'abc'), /数値で入力/],
    ['line feed in a quoted cell', withCell('システム品番', 'A\nB'), /システム品番に改行は使用できません/],
    ['carriage return in a quoted cell', withCell('証明書番号', 'BAD\r1'), /証明書番号に改行は使用できません/],
  ];
  for (const [label, rows, message] of rowCases) {
    it(`row error: ${label} — previewed, and the commit is refused`, async () => {
      const zip = await buildZip([csvEntry(rows), pdfEntry]);
      const before = await counts();
      const checked = await check(client, 'electric_heat_pumps', zip);
      expect(checked.status).toBe(200);
      expect(JSON.stringify(checked.body.errors)).toMatch(message);
      const committed = await commit(client, 'electric_heat_pumps', zip);
      expect(committed.status).toBe(422);
      expect(await counts()).toEqual(before);
    });
  }

  it('a zip over the configured size is refused while it streams', async () => {
    const small = await createTestApp({ uploadMaxBytes: 1024 });
    try {
      const { organization } = await createManagerOrganization(small.orm.em.fork());
      const { client: c } = await organizationClient(small, organization);
      const zip = await uploadZip(definition.category, 3);
      const result = await send<{ errors: Record<string, string[]> }>(
        c,
        '/api/electric_heat_pumps/check',
        uploadForm(zip),
      );
      expect(result.status).toBe(422);
      expect(result.body.errors.zip).toEqual(['ZIPファイルのサイズが上限（1KB）を超えています']);
    } finally {
      await small.close();
    }
  });
});

describe('characters a CP932 CSV cannot hold', () => {
  const FRUITS = [...'🍎🍊🍋🍌🍉🍇🍓🍒🍑🍍🥝'];
  it('refuses 𠮷 and 🔥 by row and column, accepts 〜 and − (written as ～ and － in every CSV), keeps ①/㈱/髙', async () => {
    const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
    const rows = csvRows(
      definition,
      3,
      'CP',
      (i): Record<string, string> =>
        [{ システム品番: 'SYS〜1−2' }, { システム品番: `𠮷野家-${FRUITS.join('')}` }, { 証明書番号: 'CP-🔥' }][i]!,
    );
    const pdfs = rows
      .slice(1)
      .map((row) => ({ name: row[rows[0]!.indexOf('証明書ファイル名')]!, content: certificatePdf(['cp932']) }));
    const zip = await buildZip([{ name: 'list.csv', content: encodeCsv(csvText(rows), 'utf-8') }, ...pdfs]);
    const checked = await check(client, 'electric_heat_pumps', zip);
    expect(checked.status).toBe(200);
    expect(checked.body.errors).toEqual([
      {
        row: 2,
        column: 'システム品番',
        // The first ten distinct characters are named, then how many more.
        messages: [
          `システム品番にShift_JIS（CP932）で表せない文字が含まれています: 𠮷 ${FRUITS.slice(0, 9).join(' ')} ほか2文字`,
        ],
      },
      { row: 3, column: '証明書番号', messages: ['証明書番号にShift_JIS（CP932）で表せない文字が含まれています: 🔥'] },
    ]);
    const refused = await commit(client, 'electric_heat_pumps', zip);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.rows).toEqual(
      expect.arrayContaining([
        expect.stringContaining('2行目 システム品番: システム品番にShift_JIS（CP932）で表せない文字'),
      ]),
    );

    expect(
      (await commit(client, 'electric_heat_pumps', zip, { password_type: 'organization', no_list: ['2', '3'] })).status,
    ).toBe(201);
    const csv = await client.raw('GET', '/api/electric_heat_pumps/download/organization_csv?keyword=CP-0001');
    const text = iconv.decode(Buffer.from(await csv.arrayBuffer()), 'cp932');
    const line = text.split('\r\n')[1]!;
    expect(line).toContain(',SYS～1－2,');
    expect(line).toContain('エコ給湯①');
    expect(line).not.toContain('?');
  });
});

describe('upload authorization', () => {
  it('401 for visitors, 403 for administrators and organizations without the manager flag, 404 for unknown categories', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 1, { prefix: 'AUTH' });
    expect((await check(roles.visitor, 'electric_heat_pumps', zip)).status).toBe(401);
    expect((await check(roles.admin, 'electric_heat_pumps', zip)).status).toBe(403);
    const noFlag = await check(roles.organization, 'electric_heat_pumps', zip);
    expect(noFlag.status).toBe(403);
    expect(noFlag.body.message).toBe('この機器区分を管理する権限がありません');
    expect((await check(client, 'unknown_things', zip)).status).toBe(404);
  });
});
