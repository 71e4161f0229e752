/**
 * SPEC §7 "Devices" writes, called as the original SPA calls them (see spec-calls.ts for the whole
 * §7 table and which file covers each call): the two-step upload (check, then the upload with the
 * rows to skip), with the organization's zip password and with a shared one, and the whole
 * lifecycle of one category: date change, apply_publish, approve/enabled, apply_cancel, cancel and
 * DELETE. The reads of all five categories are in devices-read.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn } from '../../helpers/legacy-client.js';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createManagerOrganization, uploadForm, uploadZip } from '../../factories/devices.js';
import { createSharedPassword } from '../../factories/master-data.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { expect422, expectAreaCovered, expectKeys, expectOk } from './spec-calls.js';

const CAT = 'electric_heat_pumps';
const SHARED_ZIP_PASSWORD = 'shared-zip-1234';
const cancelBody = { canceled_at: '2025-06-01', reason: ['販売終了'], note: '後継機種へ移行' };

let t: TestApp;
const log = new CallLog();
let admin: LegacyClient;
let member: LegacyClient;
let sharedPasswordId: number;

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const adminUser = await createAdmin(em);
  // An approved organization managing every category, with its brand names and zip password.
  const { organization } = await createManagerOrganization(em);
  const user = await createUser(em, { organization });
  sharedPasswordId = (await createSharedPassword(em, { zipPassword: SHARED_ZIP_PASSWORD })).id;
  admin = new LegacyClient(t.baseUrl, log);
  member = new LegacyClient(t.baseUrl, log);
  await signIn(admin, adminUser.email, DEFAULT_PASSWORD);
  await signIn(member, user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

type DeviceRow = { id: number; certificate_number: string; status: string };

/** The organization's list, as its device screen reads it (data). */
async function ownDevices(): Promise<DeviceRow[]> {
  const res = await member.get<{ data: DeviceRow[] }>(`/${CAT}`, { page: 1 });
  expectOk(res);
  return res.body.data;
}

describe('SPEC §7 devices: the two-step upload', () => {
  it('POST /{cat}/check, then POST /{cat} {zip, password_type: organization, no_list[]}', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 3, { prefix: 'CONTRACT' });
    const check = await member.upload(`/${CAT}/check`, uploadForm(zip, { password_type: 'organization' }));
    expectOk(check);
    // SPEC §3 upload session: result lists csv, duplicates, errors, exists.
    expectKeys(check.body, { csv: 'array', duplicates: 'array', errors: 'array', exists: 'array' });
    expect(check.body.errors).toEqual([]);

    const upload = await member.upload(`/${CAT}`, uploadForm(zip, { password_type: 'organization', no_list: ['2'] }));
    expectOk(upload);
    const numbers = (await ownDevices()).map((d) => d.certificate_number);
    expect(numbers).toEqual(expect.arrayContaining(['CONTRACT-0001', 'CONTRACT-0003']));
    expect(numbers).not.toContain('CONTRACT-0002');
  });

  it('POST /{cat}/check and POST /{cat} {zip, password_type: shared, shared_password_id}', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 1, {
      prefix: 'SHARED',
      password: SHARED_ZIP_PASSWORD,
    });
    const fields = { password_type: 'shared', shared_password_id: String(sharedPasswordId) };
    const check = await member.upload(`/${CAT}/check`, uploadForm(zip, fields));
    expectOk(check);
    expectKeys(check.body, { csv: 'array', duplicates: 'array', errors: 'array', exists: 'array' });
    expectOk(await member.upload(`/${CAT}`, uploadForm(zip, fields)));
    expect((await ownDevices()).map((d) => d.certificate_number)).toContain('SHARED-0001');
  });

  it('POST /{cat}/check of a zip already uploaded lists its rows in exists', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 1, { prefix: 'CONTRACT' });
    const check = await member.upload<{ exists: unknown[] }>(
      `/${CAT}/check`,
      uploadForm(zip, { password_type: 'organization' }),
    );
    expectOk(check);
    expect(check.body.exists).toHaveLength(1);
  });
});

describe('SPEC §7 devices: the lifecycle', () => {
  const device = async (certificateNumber: string) => {
    const found = (await ownDevices()).find((d) => d.certificate_number === certificateNumber);
    expect(found, certificateNumber).toBeDefined();
    return found!;
  };

  it('GET /{cat}/{id}, then GET /{cert}/{id} and /{cert}/{id}/file of a registered device (its organization and the administrator)', async () => {
    const { id } = await device('CONTRACT-0003');
    for (const client of [member, admin]) {
      const detail = await client.get<{ data: { certificate?: { id: number } } }>(`/${CAT}/${id}`);
      expectOk(detail);
      const certificateId = detail.body.data.certificate?.id;
      expect(certificateId).toBeTypeOf('number');
      expectOk(await client.get(`/electric_heat_pump_certificates/${certificateId}`));
      const file = await client.get<{ file: string }>(`/electric_heat_pump_certificates/${certificateId}/file`);
      expectOk(file);
      expect(Buffer.from(file.body.file, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('PUT /{cat}/{id}/date {publish_date, release_date}', async () => {
    const { id } = await device('CONTRACT-0001');
    expect422(
      await member.put(`/${CAT}/${id}/date`, { publish_date: null, release_date: '' }),
      '発売予定年月日は必須です',
    );
    expectOk(await member.put(`/${CAT}/${id}/date`, { publish_date: '2025-05-01', release_date: '2025-04-15' }));
    expectOk(await member.put(`/${CAT}/${id}/date`, { publish_date: null, release_date: '2025-04-15' }));
  });

  it('PUT apply_publish (organization), approve/enabled (administrator), apply_cancel (organization), cancel (administrator), DELETE (administrator)', async () => {
    const { id } = await device('CONTRACT-0001');
    expectOk(await member.put(`/${CAT}/${id}/apply_publish`));
    expectOk(await admin.put(`/${CAT}/${id}/approve/enabled`));
    expectOk(await member.put(`/${CAT}/${id}/apply_cancel`, cancelBody));
    expectOk(await admin.put(`/${CAT}/${id}/cancel`, cancelBody));
    const detail = await admin.get<{ data: DeviceRow }>(`/${CAT}/${id}`);
    expectOk(detail);
    expect(detail.body.data.status).toBe('canceled');
    expectOk(await admin.delete(`/${CAT}/${id}`));
    expect((await admin.get(`/${CAT}/${id}`)).status).toBe(404);
  });

  it('PUT /{cat}/{id}/cancel {canceled_at, reason, note}: the administrator cancels a registered device directly', async () => {
    const { id } = await device('SHARED-0001');
    expectOk(await admin.put(`/${CAT}/${id}/cancel`, cancelBody));
  });

  it('DELETE /{cat}/{id}: the organization deletes a registered device', async () => {
    const { id } = await device('CONTRACT-0003');
    expectOk(await member.delete(`/${CAT}/${id}`));
    expect((await ownDevices()).map((d) => d.id)).not.toContain(id);
  });
});

describe('coverage', () => {
  it('covers every SPEC §7 device write', () => {
    expectAreaCovered('devices', log);
  });
});
