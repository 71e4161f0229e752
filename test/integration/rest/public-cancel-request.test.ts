import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createDevice, createManagerOrganization, organizationClient } from '../../factories/devices.js';
import { daysFromToday } from '../../factories/public-devices.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let roles: Awaited<ReturnType<typeof roleClients>>;
let orgClient: TestClient;
let device: Device;
// A category of its own, so last_update depends on this device alone.
const CAT = 'solar_water_heaters';
const cancelBody = { canceled_at: daysFromToday(30), reason: ['販売終了'], note: '社内の事情' };

type Detail = {
  data: {
    status: string;
    canceled_at: string | null;
    updated_at: string;
    status_changes: { to_status: string; canceled_at: string | null }[];
  };
};
type List = { data: { id: number; status: string; canceled_at: string | null }[]; last_update: string | null };
type Sheet = {
  publicDevice: { status: string; statusLabel: string; canceledAt: string | null };
  publicDeviceSheet: {
    device: { status: string; canceledAt: string | null };
    history: { toStatus: string; canceledAt: string | null }[];
  };
  lastUpdate: string | null;
};
const SHEET = `query($id: Int!, $x: Boolean) {
  publicDevice(category: solar_water_heaters, id: $id, includeExpired: $x) { status statusLabel canceledAt }
  publicDeviceSheet(category: solar_water_heaters, id: $id, includeExpired: $x) { device { status canceledAt } history { toStatus canceledAt } }
  lastUpdate(category: solar_water_heaters)
}`;

const csvRow = async (client: TestClient, id: number, query = '') => {
  const res = await client.raw('GET', `/api/${CAT}/download/csv${query}`);
  const lines = iconv.decode(Buffer.from(await res.arrayBuffer()), 'cp932').split('\r\n');
  const header = lines[0]!.split(',');
  const row = lines.find((l) => l.startsWith(`${id},`))!.split(',');
  return { status: row[header.indexOf('状態')], canceledAt: row[header.indexOf('取消日')] };
};

/** Moves the device's clocks back, as if it had been published days ago. */
async function backdate(days: number) {
  await t.orm.em
    .getConnection()
    .execute(
      `update devices set updated_at = now() - make_interval(days => ?), public_updated_at = now() - make_interval(days => ?) where id = ?`,
      [days, days, device.id],
    );
}

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  const { organization } = await createManagerOrganization(t.orm.em.fork());
  ({ client: orgClient } = await organizationClient(t, organization));
  device = await createDevice(t.orm.em.fork(), organization, {
    category: DeviceCategory.solar_water_heaters,
    publishDate: daysFromToday(-20),
    releaseDate: daysFromToday(-20),
  });
  expect((await orgClient.put(`/api/${CAT}/${device.id}/apply_publish`)).status).toBe(200);
  expect((await roles.admin.put(`/api/${CAT}/${device.id}/approve/enabled`)).status).toBe(200);
  await backdate(10);
  expect((await orgClient.put(`/api/${CAT}/${device.id}/apply_cancel`, cancelBody)).status).toBe(200);
});
afterAll(() => t.close());

describe('a pending cancel request stays internal', () => {
  it('is cancel_requested with its cancel date inside', async () => {
    const own = await orgClient.get<{ data: { status: string; canceled_at: string } }>(`/api/${CAT}/${device.id}`);
    expect(own.body.data).toMatchObject({
      status: DeviceStatus.cancel_requested,
      canceled_at: cancelBody.canceled_at,
    });
  });

  it('answers the public JSON detail and list as published, no cancel date, no cancel history, public updated_at', async () => {
    const detail = await roles.visitor.get<Detail>(`/api/${CAT}/${device.id}?public=true`);
    expect(detail.body.data).toMatchObject({ status: 'published', canceled_at: null });
    expect(detail.body.data.status_changes).toEqual([
      expect.objectContaining({ to_status: 'published', canceled_at: null }),
    ]);
    expect(detail.body.data.updated_at.slice(0, 10)).not.toBe(new Date().toISOString().slice(0, 10));
    const list = await roles.visitor.get<List>(`/api/${CAT}?public=true`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: device.id, status: 'published', canceled_at: null }),
    ]);
  });

  it('answers GraphQL publicDevice and publicDeviceSheet as 公開中 with no cancel date or cancel history', async () => {
    const res = await roles.visitor.gql<Sheet>(SHEET, { id: device.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.publicDevice).toEqual({ status: 'published', statusLabel: '公開中', canceledAt: null });
    expect(res.data!.publicDeviceSheet.device).toEqual({ status: 'published', canceledAt: null });
    expect(res.data!.publicDeviceSheet.history).toEqual([{ toStatus: 'published', canceledAt: null }]);
  });

  it('writes 公開中 and an empty 取消日 in the public CSV', async () => {
    expect(await csvRow(roles.visitor, device.id)).toEqual({ status: '公開中', canceledAt: '' });
  });

  it('does not move last_update on the cancel request', async () => {
    const list = await roles.visitor.get<List>(`/api/${CAT}`);
    expect(list.body.last_update).toBe(daysFromToday(-10));
    expect((await roles.visitor.gql<Sheet>(SHEET, { id: device.id })).data!.lastUpdate).toBe(daysFromToday(-10));
  });

  it('shows the cancellation everywhere once an administrator cancels', async () => {
    expect((await roles.admin.put(`/api/${CAT}/${device.id}/cancel`, cancelBody)).status).toBe(200);
    expect((await roles.visitor.get(`/api/${CAT}/${device.id}`)).status).toBe(404);
    const detail = await roles.visitor.get<Detail>(`/api/${CAT}/${device.id}?include_expired=true`);
    expect(detail.body.data).toMatchObject({ status: 'canceled', canceled_at: cancelBody.canceled_at });
    expect(detail.body.data.status_changes.map((c) => c.to_status)).toEqual(['published', 'canceled']);
    const res = await roles.visitor.gql<Sheet>(SHEET, { id: device.id, x: true });
    expect(res.data!.publicDevice).toEqual({
      status: 'canceled',
      statusLabel: '取消済',
      canceledAt: cancelBody.canceled_at,
    });
    expect(res.data!.lastUpdate).toBe(daysFromToday(0));
    expect(await csvRow(roles.visitor, device.id, '?include_expired=true')).toEqual({
      status: '取消済',
      canceledAt: cancelBody.canceled_at,
    });
  });
});
