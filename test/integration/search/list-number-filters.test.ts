import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';

/**
 * `number` and `system_type` on every list (public and signed-in, both doors): the product
 * search's normalization (rules/device-search.ts) over the stored number key.
 */
let t: TestApp;
let admin: TestClient;
const d: Record<string, Device> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).client;
  const em = t.orm.em.fork();
  const org = await createOrganization(em, { name: '株式会社フィルター' });
  const brand = await createBrandName(em, org, 'フィルタ');
  const SS = DeviceCategory.solar_systems;
  d.ss1 = await createDevice(em, {
    brandName: brand,
    category: SS,
    certificateNumber: 'SS-F-001',
    systemType: 'SW1-231',
    heatCollectorType: 'SC-231',
    heatStorageTankType: 'ST-9',
  });
  d.ss2 = await createDevice(em, {
    brandName: brand,
    category: SS,
    certificateNumber: 'SS-F-002',
    systemType: 'SW2-500',
    heatCollectorType: 'SC-231X',
    heatStorageTankType: 'ST-9',
  });
  d.ssRegistered = await createDevice(em, {
    brandName: brand,
    category: SS,
    certificateNumber: 'SS-F-003',
    systemType: 'SW1-231R',
    heatCollectorType: 'SC-1',
    heatStorageTankType: 'ST-1',
    status: DeviceStatus.registered,
    publishDate: null,
  });
  d.sw1 = await createDevice(em, {
    brandName: brand,
    category: DeviceCategory.solar_water_heaters,
    certificateNumber: 'SWH-F-1',
    systemType: 'ＳＷ１－２３１',
  });
});
afterAll(() => t.close());

const ids = (body: unknown) => (body as { data: { id: number }[] }).data.map((row) => row.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((key) => d[key]!.id).sort((a, b) => a - b);

describe('number', () => {
  it('GET /api/{cat} (public): any number field, in any form', async () => {
    const visitor = t.client();
    const q = (number: string) => visitor.get(`/api/solar_systems?number=${encodeURIComponent(number)}`);
    expect(ids((await q('sw1 231')).body)).toEqual(sorted('ss1'));
    expect(ids((await q('ＳＣ－２３１')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await q('ss‐f‐00')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await q('ST9')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await q('SW1-231R')).body)).toEqual([]);
    expect(ids((await q('--')).body)).toEqual(sorted('ss1', 'ss2'));
    // One or two characters: a number's start only (inside numbers they have no trigram to look up).
    expect(ids((await q('ｓｗ')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await q('S')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await q('23')).body)).toEqual([]);
    expect(ids((await q('9')).body)).toEqual([]);
    const tooLong = await q('A'.repeat(101));
    expect(tooLong.status).toBe(422);
    expect((tooLong.body as { errors: Record<string, string[]> }).errors).toEqual({
      number: ['品番・証明書番号は100文字以内で指定してください'],
    });
  });

  it('GraphQL publicDevices filter', async () => {
    const res = await t
      .client()
      .gql<{ publicDevices: { total: number; items: { id: number }[] } }>(
        `query($n: String) { publicDevices(category: solar_systems, filter: { number: $n }) { total items { id } } }`,
        { n: 'ｓｃ２３１ｘ' },
      );
    expect(res.errors).toBeUndefined();
    expect(res.data!.publicDevices.items.map((i) => i.id)).toEqual([d.ss2!.id]);
  });

  it('signed-in lists (both doors) and the keyword read numbers the same way', async () => {
    expect(ids((await admin.get(`/api/solar_systems?number=${encodeURIComponent('sw1 231')}`)).body)).toEqual(
      sorted('ss1', 'ssRegistered'),
    );
    expect(ids((await admin.get(`/api/solar_systems?keyword=${encodeURIComponent('ｓｓ－ｆ－００３')}`)).body)).toEqual(
      sorted('ssRegistered'),
    );
    const res = await admin.gql<{ devices: { items: { id: number }[] } }>(
      `query { devices(category: solar_systems, filter: { number: "SW1‐231", systemType: "sw1231" }) { items { id } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.devices.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(sorted('ss1', 'ssRegistered'));
  });
});

describe('system_type', () => {
  it('matches the system type only, not the other numbers (public, both categories that have one)', async () => {
    const visitor = t.client();
    // SC-231 is a collector type: as a number it finds both, as a system type neither.
    const none = await visitor.get('/api/solar_systems?system_type=SC-231');
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(ids(none.body)).toEqual([]);
    expect(ids((await visitor.get('/api/solar_systems?system_type=sw1-231')).body)).toEqual(sorted('ss1'));
    expect(ids((await visitor.get('/api/solar_systems?system_type=SW')).body)).toEqual(sorted('ss1', 'ss2'));
    expect(ids((await visitor.get('/api/solar_systems?system_type=31')).body)).toEqual([]);
    expect(ids((await visitor.get('/api/solar_water_heaters?system_type=SW1231')).body)).toEqual(sorted('sw1'));
    const res = await visitor.gql<{ publicDevices: { items: { id: number }[] } }>(
      `query { publicDevices(category: solar_water_heaters, filter: { systemType: "sw1 23" }) { items { id } } }`,
    );
    expect(res.data!.publicDevices.items.map((i) => i.id)).toEqual([d.sw1!.id]);
  });

  it('signed in too', async () => {
    expect(ids((await admin.get('/api/solar_systems?system_type=SW1231')).body)).toEqual(sorted('ss1', 'ssRegistered'));
  });
});
