import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { DeviceStatusChange } from '../../../server/modules/device-registry/device-status-change.entity.js';
import type { DeviceAction } from '../../../server/modules/device-registry/lifecycle.js';
import { todayInTokyo } from '../../../server/modules/device-registry/visibility.js';
import type { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { createDevice, twoMakers } from '../../factories/devices.js';

let t: TestApp;
let org: Organization;
let other: Organization;
let orgClient: TestClient;
let otherClient: TestClient;
let roles: Awaited<ReturnType<typeof roleClients>>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  ({ org, other, orgClient, otherClient } = await twoMakers(t));
});
afterAll(() => t.close());

const CAT = 'electric_heat_pumps';
const device = (status: DeviceStatus, overrides: Partial<Device> = {}) =>
  createDevice(t.orm.em.fork(), org, { status, ...overrides });
const PATHS: Record<DeviceAction, string> = {
  apply_publish: 'apply_publish',
  approve: 'approve/enabled',
  apply_cancel: 'apply_cancel',
  withdraw_cancel: 'withdraw_cancel',
  cancel: 'cancel',
};
const cancelBody = { canceled_at: '2025-06-01', reason: ['販売終了'], note: '後継機種へ移行' };

/**
 * Written by hand from SPEC §4/§6 and docs/decisions.md, not from the policy table: the answer for
 * each action × role × state, states in the order registered, publish_requested, published,
 * cancel_requested, canceled; and the state a successful action leads to.
 */
const STATES = ['registered', 'publish_requested', 'published', 'cancel_requested', 'canceled'] as const;
const EXPECTED: Record<DeviceAction, { organization: number[]; admin: number[]; to: string }> = {
  apply_publish: { organization: [200, 409, 409, 409, 409], admin: [403, 403, 403, 403, 403], to: 'publish_requested' },
  approve: { organization: [403, 403, 403, 403, 403], admin: [409, 200, 409, 409, 409], to: 'published' },
  apply_cancel: { organization: [409, 409, 200, 409, 409], admin: [403, 403, 403, 403, 403], to: 'cancel_requested' },
  withdraw_cancel: { organization: [409, 409, 409, 200, 409], admin: [403, 403, 403, 403, 403], to: 'published' },
  cancel: { organization: [403, 403, 403, 403, 403], admin: [200, 200, 200, 200, 409], to: 'canceled' },
};

describe('lifecycle matrix: every transition × role × state', () => {
  for (const [action, row] of Object.entries(EXPECTED) as [DeviceAction, (typeof EXPECTED)[DeviceAction]][]) {
    for (const role of ['organization', 'admin'] as const) {
      STATES.forEach((status, index) => {
        const expected = row[role][index]!;
        const allowed = expected === 200;
        it(`${action} by ${role} from ${status} → ${expected}`, async () => {
          const d = await device(status as DeviceStatus);
          const client = role === 'admin' ? roles.admin : orgClient;
          const body = action === 'apply_cancel' || action === 'cancel' ? cancelBody : {};
          const result = await client.put<{
            device: { status: string; can: Record<string, boolean> };
            message: string;
          }>(`/api/${CAT}/${d.id}/${PATHS[action]}`, body);
          expect(result.status, JSON.stringify(result.body)).toBe(expected);
          const em = t.orm.em.fork();
          const history = await em.find(DeviceStatusChange, { device: d.id });
          if (allowed) {
            expect(result.body.device.status).toBe(row.to);
            expect(history).toHaveLength(1);
            expect(history[0]).toMatchObject({ fromStatus: status, toStatus: row.to });
            if (body === cancelBody)
              expect(history[0]).toMatchObject({
                reasons: ['販売終了'],
                note: '後継機種へ移行',
                canceledAt: '2025-06-01',
              });
          } else {
            expect(result.body.message).toBeTruthy();
            expect(history).toHaveLength(0);
            expect((await em.findOneOrFail(Device, d.id)).status).toBe(status);
          }
        });
      });
    }
  }

  it('a withdrawn cancel request returns the device to published, clears its cancel date and tells the administrators', async () => {
    const d = await device(DeviceStatus.published);
    expect((await orgClient.put(`/api/${CAT}/${d.id}/apply_cancel`, cancelBody)).status).toBe(200);
    const withdrawn = await orgClient.put<{ device: { status: string; can: Record<string, boolean> } }>(
      `/api/${CAT}/${d.id}/withdraw_cancel`,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.device.status).toBe('published');
    expect(withdrawn.body.device.can).toMatchObject({ apply_cancel: true, withdraw_cancel: false });
    const stored = await t.orm.em.fork().findOneOrFail(Device, d.id);
    expect(stored.canceledAt).toBeNull();
    const history = await t.orm.em.fork().find(DeviceStatusChange, { device: d.id }, { orderBy: { id: 'asc' } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['published', 'cancel_requested'],
      ['cancel_requested', 'published'],
    ]);
    // Another organization's device does not exist for it.
    const others = await createDevice(t.orm.em.fork(), other, { status: DeviceStatus.cancel_requested });
    expect((await orgClient.put(`/api/${CAT}/${others.id}/withdraw_cancel`)).status).toBe(404);
    expect((await otherClient.put(`/api/${CAT}/${others.id}/withdraw_cancel`)).status).toBe(200);
  });

  it('a conflict names the state: 登録済の機器は公開承認できません…', async () => {
    const d = await device(DeviceStatus.registered);
    const result = await roles.admin.put<{ message: string }>(`/api/${CAT}/${d.id}/approve/enabled`);
    expect(result.status).toBe(409);
    expect(result.body.message).toBe('登録済の機器は公開承認できません（公開申請中の機器のみ公開承認できます）');
  });

  it('cancel requires canceled_at and a reason (422, exact messages)', async () => {
    const d = await device(DeviceStatus.published);
    const result = await orgClient.put<{ errors: Record<string, string[]> }>(`/api/${CAT}/${d.id}/apply_cancel`, {
      reason: [],
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toMatchObject({
      canceled_at: ['取消日は必須です'],
      reason: ['取消理由を選択してください'],
    });
    const wrongType = await orgClient.put(`/api/${CAT}/${d.id}/apply_cancel`, {
      canceled_at: ['x'],
      reason: { a: 1 },
      note: 5,
    });
    expect(wrongType.status).toBe(422);
  });

  it('takes only reasons from the fixed list (a free text is 422 and changes nothing)', async () => {
    const d = await device(DeviceStatus.published);
    const result = await orgClient.put<{ errors: Record<string, string[]> }>(`/api/${CAT}/${d.id}/apply_cancel`, {
      canceled_at: '2025-06-01',
      reason: ['任意の自由記述理由'],
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ reason: ['取消理由は一覧から選択してください'] });
    expect((await t.orm.em.fork().findOneOrFail(Device, d.id)).status).toBe(DeviceStatus.published);
    expect(await t.orm.em.fork().count(DeviceStatusChange, { device: d.id })).toBe(0);
  });

  it('the full journey records every step in the history shown on the detail', async () => {
    const d = await device(DeviceStatus.registered);
    expect((await orgClient.put(`/api/${CAT}/${d.id}/apply_publish`)).status).toBe(200);
    expect((await roles.admin.put(`/api/${CAT}/${d.id}/approve/enabled`)).status).toBe(200);
    expect((await orgClient.put(`/api/${CAT}/${d.id}/apply_cancel`, cancelBody)).status).toBe(200);
    expect((await roles.admin.put(`/api/${CAT}/${d.id}/cancel`, cancelBody)).status).toBe(200);
    const detail = await orgClient.get<{
      data: {
        status: string;
        status_changes: {
          from_status: string | null;
          to_status: string;
          to_status_label: string;
          actor_name: string;
        }[];
      };
    }>(`/api/${CAT}/${d.id}`);
    const item = detail.body.data;
    expect(item!.status).toBe('canceled');
    expect(item!.status_changes.map((c) => c.to_status)).toEqual([
      'publish_requested',
      'published',
      'cancel_requested',
      'canceled',
    ]);
    expect(item!.status_changes[1]!.to_status_label).toBe('公開中');
  });
});

describe('delete and dates', () => {
  for (const status of Object.values(DeviceStatus)) {
    it(`delete from ${status}: organization ${status === 'registered' ? 204 : 409}, administrator 204`, async () => {
      const a = await device(status);
      expect((await orgClient.delete(`/api/${CAT}/${a.id}`)).status).toBe(
        status === DeviceStatus.registered ? 204 : 409,
      );
      const b = await device(status);
      expect((await roles.admin.delete(`/api/${CAT}/${b.id}`)).status).toBe(204);
      expect(await t.orm.em.fork().count(Device, { id: b.id })).toBe(0);
    });
  }

  // From docs/decisions.md: dates of an approved device are public facts, so only an administrator
  // changes them; before approval the organization may; nobody after cancellation.
  const DATES: Record<'organization' | 'admin', number[]> = {
    organization: [200, 200, 409, 409, 409],
    admin: [200, 200, 200, 200, 409],
  };
  for (const role of ['organization', 'admin'] as const) {
    STATES.forEach((status, index) => {
      const expected = DATES[role][index]!;
      it(`dates by ${role} from ${status} → ${expected}`, async () => {
        const d = await device(status as DeviceStatus, { releaseDate: '2025-01-01', publishDate: '2025-02-01' });
        const client = role === 'admin' ? roles.admin : orgClient;
        const result = await client.put<{ message: string }>(`/api/${CAT}/${d.id}/date`, {
          release_date: '2030-07-01',
          publish_flag: true,
          publish_date: '2030-08-01',
        });
        expect(result.status, JSON.stringify(result.body)).toBe(expected);
        const stored = await t.orm.em.fork().findOneOrFail(Device, d.id);
        expect([stored.releaseDate, stored.publishDate]).toEqual(
          expected === 200 ? ['2030-07-01', '2030-08-01'] : ['2025-01-01', '2025-02-01'],
        );
        if (expected === 409 && status !== 'canceled') {
          expect(result.body.message).toBe(
            '公開承認後の機器の日付は変更できません。変更が必要な場合は管理者に依頼してください',
          );
        }
      });
    });
  }

  it('changes dates; publish_date only with the publish flag; 発売予定年月日は必須です', async () => {
    const d = await device(DeviceStatus.registered);
    const set = await orgClient.put<{ device: { release_date: string; publish_date: string | null } }>(
      `/api/${CAT}/${d.id}/date`,
      { release_date: '2025/7/1', publish_flag: true, publish_date: '2025-08-01' },
    );
    expect(set.status).toBe(200);
    expect(set.body.device).toMatchObject({ release_date: '2025-07-01', publish_date: '2025-08-01' });
    const off = await orgClient.put<{ device: { publish_date: string | null } }>(`/api/${CAT}/${d.id}/date`, {
      release_date: '2025-07-01',
      publish_flag: false,
      publish_date: '2025-08-01',
    });
    expect(off.body.device.publish_date).toBeNull();
    const missing = await orgClient.put<{ errors: Record<string, string[]> }>(`/api/${CAT}/${d.id}/date`, {
      release_date: '',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.release_date).toEqual(['発売予定年月日は必須です']);
    const flagNoDate = await orgClient.put<{ errors: Record<string, string[]> }>(`/api/${CAT}/${d.id}/date`, {
      release_date: '2025-07-01',
      publish_flag: true,
    });
    expect(flagNoDate.body.errors.publish_date).toEqual(['公開日を入力してください']);
    const canceled = await device(DeviceStatus.canceled);
    expect((await roles.admin.put(`/api/${CAT}/${canceled.id}/date`, { release_date: '2025-07-01' })).status).toBe(409);
  });
});

describe('authorization and shapes', () => {
  it('an organization sees only its own devices (404 on others), administrators all, with an organization filter', async () => {
    const mine = await device(DeviceStatus.registered);
    const theirs = await createDevice(t.orm.em.fork(), other, {});
    expect((await orgClient.get(`/api/${CAT}/${theirs.id}`)).status).toBe(404);
    expect((await otherClient.put(`/api/${CAT}/${mine.id}/apply_publish`)).status).toBe(404);
    expect((await otherClient.delete(`/api/${CAT}/${mine.id}`)).status).toBe(404);
    const list = await orgClient.get<{ data: { organization_id: number }[]; total: number }>(
      `/api/${CAT}?include_expired=true`,
    );
    expect(list.body.data.every((d) => d.organization_id === org.id)).toBe(true);
    const adminAll = await roles.admin.get<{ data: { organization_id: number }[]; total: number }>(
      `/api/${CAT}?include_expired=true`,
    );
    expect(adminAll.body.total).toBeGreaterThan(list.body.total);
    const filtered = await roles.admin.get<{ data: { organization_id: number }[]; total: number }>(
      `/api/${CAT}?include_expired=1&organization_id=${other.id}`,
    );
    expect(filtered.body.data.every((d) => d.organization_id === other.id)).toBe(true);
  });

  it('list shape {<resource>, total, page, page_size} and filters (trimmed text, dates, status)', async () => {
    const d = await device(DeviceStatus.published, {
      certificateNumber: 'FILTER-1',
      releaseDate: '2030-01-01',
      publishDate: '2030-02-01',
    });
    const result = await orgClient.get<{
      data: Record<string, unknown>[];
      total: number;
      last_update: string | null;
      page: number;
      page_size: number;
    }>(
      `/api/${CAT}?keyword=%20FILTER-1%20&status=published&release_date_from=2029-12-31&date_type=publish_date&start_date=2030-01-15&finish_date=2030-02-15`,
    );
    expect(result.status).toBe(200);
    // The public list's envelope (SPEC §7: data, total, last_update).
    expect(Object.keys(result.body).sort()).toEqual(['data', 'last_update', 'page', 'page_size', 'total']);
    expect(result.body.total).toBe(1);
    expect(result.body.data[0]!.id).toBe(d.id);
    expect(Object.keys(result.body.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'status',
        'status_label',
        'brand_name',
        'release_date',
        'publish_date',
        'certificate_number',
        'system_number',
        'annual_efficiency',
        'certificate',
        'can',
      ]),
    );
    expect((await orgClient.get(`/api/${CAT}?status=nope`)).status).toBe(422);
    expect((await orgClient.get(`/api/${CAT}?start_date=2025-02-30&date_type=created_at`)).status).toBe(422);
    expect((await orgClient.get(`/api/${CAT}?brand_name=x&brand_name=y`)).status).toBe(422);
  });

  it('401 for visitors, 403 without the manager flag, 404 for missing ids', async () => {
    const d = await device(DeviceStatus.registered);
    // A visitor's GET /api/{cat} and /api/{cat}/{id} are the public list and detail (issue 7): the
    // registered device is not public, so its detail is 404 for them; everything else needs sign-in.
    expect((await roles.visitor.get(`/api/${CAT}`)).status).toBe(200);
    expect((await roles.visitor.get(`/api/${CAT}/${d.id}`)).status).toBe(404);
    for (const [method, path] of [
      ['PUT', `/api/${CAT}/${d.id}/apply_publish`],
      ['DELETE', `/api/${CAT}/${d.id}`],
      ['GET', `/api/${CAT}/download/organization_csv`],
    ] as const) {
      expect((await roles.visitor.request(method, path)).status).toBe(401);
    }
    for (const [method, path] of [
      ['GET', `/api/${CAT}`],
      ['GET', `/api/${CAT}/${d.id}`],
      ['PUT', `/api/${CAT}/${d.id}/apply_publish`],
      ['DELETE', `/api/${CAT}/${d.id}`],
      ['GET', `/api/${CAT}/download/organization_csv`],
    ] as const) {
      expect((await roles.organization.request(method, path)).status).toBe(403);
    }
    expect((await roles.admin.get(`/api/${CAT}/999999`)).status).toBe(404);
    expect((await roles.admin.get(`/api/${CAT}/abc`)).status).toBe(404);
    expect((await roles.admin.put(`/api/${CAT}/999999/cancel`, cancelBody)).status).toBe(404);
  });

  it('organization CSV: CP932, CRLF, header of the category, named by Content-Disposition', async () => {
    await device(DeviceStatus.registered, { certificateNumber: 'CSV-①' });
    const response = await orgClient.raw('GET', `/api/${CAT}/download/organization_csv?include_expired=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('Shift_JIS');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const text = iconv.decode(Buffer.from(await response.arrayBuffer()), 'cp932');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(
      /^機器ID,状態,ブランド名,発売予定年月日,公開日,証明書番号,システム品番,年間給湯保温効率\(JIS\)/,
    );
    expect(text).toContain('CSV-①');
    expect(text).toContain('エコ給湯①');
  });

  it('organization CSV: 事業者ID and 事業者 for administrators only; 登録日時/更新日時 in Japan time', async () => {
    const moment = new Date('2026-11-18T01:00:00.000Z');
    const mine = await device(DeviceStatus.registered, {
      certificateNumber: 'TZ-1',
      createdAt: moment,
      updatedAt: moment,
    });
    const theirs = await createDevice(t.orm.em.fork(), other, {
      certificateNumber: 'TZ-2',
      createdAt: new Date('2026-12-31T15:30:05.000Z'),
      updatedAt: moment,
    });
    await t.orm.em.fork().nativeUpdate(Device, { id: [mine.id, theirs.id] }, { updatedAt: moment });
    const csvOf = async (client: TestClient) => {
      const response = await client.raw('GET', `/api/${CAT}/download/organization_csv?keyword=TZ-`);
      expect(response.status).toBe(200);
      return iconv
        .decode(Buffer.from(await response.arrayBuffer()), 'cp932')
        .split('\r\n')
        .filter(Boolean)
        .map((l) => l.split(','));
    };
    const [adminHeader, ...adminRows] = await csvOf(roles.admin);
    expect(adminHeader!.slice(0, 4)).toEqual(['機器ID', '事業者ID', '事業者', '状態']);
    const byNumber = (rows: string[][], header: string[], number: string) =>
      rows.find((r) => r[header.indexOf('証明書番号')] === number)!;
    const theirsRow = byNumber(adminRows, adminHeader!, 'TZ-2');
    expect(theirsRow.slice(0, 3)).toEqual([String(theirs.id), String(other.id), other.name]);
    expect(theirsRow[adminHeader!.indexOf('登録日時')]).toBe('2027/01/01 00:30:05');
    expect(byNumber(adminRows, adminHeader!, 'TZ-1')[adminHeader!.indexOf('更新日時')]).toBe('2026/11/18 10:00:00');

    const [orgHeader, ...orgRows] = await csvOf(orgClient);
    expect(orgHeader).not.toContain('事業者');
    expect(orgHeader).not.toContain('事業者ID');
    expect(orgRows).toHaveLength(1);
    expect(orgRows[0]![orgHeader!.indexOf('登録日時')]).toBe('2026/11/18 10:00:00');
  });

  it('list PDF, CSV template and encrypted sample zip download', async () => {
    const pdf = await roles.admin.raw('GET', `/api/${CAT}/download/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const template = await orgClient.raw('GET', `/api/${CAT}/download/template`);
    expect(iconv.decode(Buffer.from(await template.arrayBuffer()), 'cp932').split('\r\n')[0]).toMatch(/^ブランド名,/);
    const sample = await orgClient.raw('GET', `/api/${CAT}/download/sample`);
    expect(sample.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await sample.arrayBuffer());
    const form = new FormData();
    form.append('password_type', 'organization');
    form.append('zip', new Blob([zip]), 'sample.zip');
    const checked = await orgClient.raw('POST', `/api/${CAT}/check`, { body: form });
    const body = (await checked.json()) as { csv: unknown[]; errors: unknown[] };
    expect(checked.status).toBe(200);
    expect(body.csv).toHaveLength(2);
    expect(body.errors).toEqual([]);
  });

  it('certificates are public only once the device is publicly visible', async () => {
    const today = todayInTokyo();
    const hidden = await device(DeviceStatus.published, { publishDate: '2999-01-01' });
    const shown = await device(DeviceStatus.published, { publishDate: today });
    const em = t.orm.em.fork();
    const certOf = async (id: number) =>
      (await em.findOneOrFail(Device, id, { populate: ['certificate'] })).certificate!.id;
    expect((await roles.visitor.get(`/api/electric_heat_pump_certificates/${await certOf(hidden.id)}`)).status).toBe(
      404,
    );
    expect((await roles.visitor.get(`/api/electric_heat_pump_certificates/${await certOf(shown.id)}`)).status).toBe(
      200,
    );
    await moveBlobsToStore(t.orm.em.fork(), t.services.files);
    const file = await roles.visitor.raw('GET', `/api/electric_heat_pump_certificates/${await certOf(shown.id)}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%E8%A8%BC%E6%98%8E%E6%9B%B8/);
    expect((await otherClient.get(`/api/electric_heat_pump_certificates/${await certOf(hidden.id)}`)).status).toBe(404);
    expect((await roles.admin.get(`/api/electric_heat_pump_certificates/${await certOf(hidden.id)}`)).status).toBe(200);
    expect((await roles.visitor.get('/api/electric_heat_pump_certificates/999999')).status).toBe(404);
    expect(DeviceCategory.electric_heat_pumps).toBe(CAT);
  });
});
