import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice, daysFromToday } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { type TestClient } from '../../helpers/test-client.js';
import { statementsDuring } from '../../helpers/sql-statements.js';

let t: TestApp;
let visitor: TestClient;
const visible: Device[] = [];
const hidden: Device[] = [];
let canceled: Device;

const LIST = `query($category: DeviceCategory!, $filter: PublicDeviceFilter, $page: Int, $first: Int, $after: String) {
  publicDevices(category: $category, filter: $filter, page: $page, first: $first, after: $after) {
    total page pageSize lastUpdate endCursor hasNextPage
    items { __typename id brandName { name } certificate { id } ... on PublicElectricHeatPump { systemNumber annualEfficiency tankCapacity } }
  }
}`;

type ListData = {
  publicDevices: {
    total: number;
    hasNextPage: boolean;
    endCursor: string | null;
    lastUpdate: string | null;
    items: { __typename: string; id: number; systemNumber: string; annualEfficiency: number }[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  visitor = t.client();
  const em = t.orm.em.fork();
  const org = await createOrganization(em);
  const brand = await createBrandName(em, org, 'ヒートポンプ㈱');
  for (let i = 0; i < 5; i++)
    visible.push(
      await createDevice(em, {
        brandName: brand,
        publishDate: daysFromToday(-10 - i),
        releaseDate: `2025-0${i + 1}-01`,
      }),
    );
  hidden.push(await createDevice(em, { brandName: brand, status: DeviceStatus.registered, publishDate: null }));
  hidden.push(
    await createDevice(em, {
      brandName: brand,
      status: DeviceStatus.publish_requested,
      publishDate: daysFromToday(-1),
    }),
  );
  hidden.push(await createDevice(em, { brandName: brand, publishDate: daysFromToday(2) }));
  canceled = await createDevice(em, { brandName: brand, status: DeviceStatus.canceled, canceledAt: '2025-05-05' });
});
afterAll(() => t.close());

describe('GraphQL publicDevices', () => {
  it('lists public devices of a category without sign-in, typed by category', async () => {
    const res = await visitor.gql<ListData>(LIST, { category: DeviceCategory.electric_heat_pumps });
    expect(res.errors).toBeUndefined();
    expect(res.data!.publicDevices.total).toBe(5);
    expect(res.data!.publicDevices.items.map((d) => d.id).sort()).toEqual(visible.map((d) => d.id).sort());
    expect(res.data!.publicDevices.items[0]!.__typename).toBe('PublicElectricHeatPump');
    expect(typeof res.data!.publicDevices.items[0]!.annualEfficiency).toBe('number');
    expect(res.data!.publicDevices.lastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers.get('ratelimit-limit')).toBe(String(t.config.graphqlRateLimitPerMinute));
  });

  it('filters (trimmed) and includes canceled on request', async () => {
    const filtered = await visitor.gql<ListData>(LIST, {
      category: 'electric_heat_pumps',
      filter: { brandName: ' ヒートポンプ㈱ ', releaseDateFrom: '2025-04-01' },
    });
    expect(filtered.data!.publicDevices.total).toBe(2);
    const expired = await visitor.gql<ListData>(LIST, {
      category: 'electric_heat_pumps',
      filter: { includeExpired: true },
    });
    expect(expired.data!.publicDevices.items.map((d) => d.id)).toContain(canceled.id);
    const bad = await visitor.gql(LIST, { category: 'electric_heat_pumps', filter: { publishDateFrom: 'yesterday' } });
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { publishDateFrom: ['公開日は日付(YYYY-MM-DD)で指定してください'] },
    });
  });

  it('pages by cursor with first/after, newest publish date first', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const res: { data?: ListData | null } = await visitor.gql<ListData>(LIST, {
        category: 'electric_heat_pumps',
        first: 2,
        after,
      });
      const page: ListData['publicDevices'] = res.data!.publicDevices;
      seen.push(...page.items.map((d) => d.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(visible.map((d) => d.id));
    const bad = await visitor.gql(LIST, { category: 'electric_heat_pumps', first: 101 });
    expect(bad.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    const badCursor = await visitor.gql(LIST, { category: 'electric_heat_pumps', after: 'garbage' });
    expect(badCursor.errors![0]!.extensions?.fieldErrors).toEqual({ after: ['afterが正しくありません'] });
    // Shaped like ours but not a real day, or an id past PostgreSQL's integer: refused, not a 500.
    for (const forged of ['2026-02-30|1', '2026-01-01|9999999999']) {
      const res = await visitor.gql(LIST, {
        category: 'electric_heat_pumps',
        after: Buffer.from(forged).toString('base64url'),
      });
      expect(res.errors![0]!.extensions?.fieldErrors, forged).toEqual({ after: ['afterが正しくありません'] });
    }
  });

  it('answers publicDevice / publicDeviceHistory, NOT_FOUND for non-public devices', async () => {
    const q = `query($id: Int!, $x: Boolean) { publicDevice(category: electric_heat_pumps, id: $id, includeExpired: $x) { id certificateNumber }
      publicDeviceHistory(category: electric_heat_pumps, id: $id, includeExpired: $x) { toStatus reasons canceledAt } }`;
    const ok = await visitor.gql<{ publicDevice: { id: number } }>(q, { id: visible[0]!.id });
    expect(ok.data!.publicDevice.id).toBe(visible[0]!.id);
    // specItems is worked out only when asked for: asked for, it lists the identifying fields first.
    const spec = await visitor.gql<{ publicDevice: { specItems: { key: string; label: string }[] } }>(
      `query($id: Int!) { publicDevice(category: electric_heat_pumps, id: $id) { specItems { key label value unit } } }`,
      { id: visible[0]!.id },
    );
    expect(spec.data!.publicDevice.specItems[0]).toMatchObject({ key: 'systemNumber', label: 'システム品番' });
    expect(spec.data!.publicDevice.specItems.length).toBeGreaterThan(5);
    for (const device of [...hidden, canceled]) {
      const res = await visitor.gql(q, { id: device.id });
      expect(res.errors![0]!.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors![0]!.message).toBe('機器が見つかりません');
    }
    const history = await visitor.gql<{ publicDeviceHistory: { toStatus: string; reasons: string[] }[] }>(q, {
      id: canceled.id,
      x: true,
    });
    expect(history.data!.publicDeviceHistory.map((h) => h.toStatus)).toEqual(['published', 'canceled']);
    expect(history.data!.publicDeviceHistory[1]).toEqual({
      toStatus: 'canceled',
      reasons: ['販売終了'],
      canceledAt: '2025-05-05',
    });
  });

  it('answers brand names and lastUpdate', async () => {
    const res = await visitor.gql<{ publicBrandNames: { name: string }[]; lastUpdate: string }>(
      '{ publicBrandNames(category: electric_heat_pumps) { id name } lastUpdate(category: electric_heat_pumps) }',
    );
    expect(res.data!.publicBrandNames).toEqual([expect.objectContaining({ name: 'ヒートポンプ㈱' })]);
    expect(res.data!.lastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('costs the same number of SQL statements for 1 and 25 rows', async () => {
    const em = t.orm.em.fork();
    const brand = await createBrandName(em, await createOrganization(em), '大量');
    for (let i = 0; i < 25; i++)
      await createDevice(em, {
        brandName: brand,
        category: DeviceCategory.cogeneration_systems,
        withCertificate: i % 2 === 0,
      });
    await createDevice(em, { brandName: brand, category: DeviceCategory.solar_systems });
    const count = async (category: string) => {
      const { statements, result } = await statementsDuring(t.orm, () =>
        visitor.gql<{ publicDevices: { items: unknown[] } }>(
          `query($c: DeviceCategory!) { publicDevices(category: $c) { total lastUpdate items { id brandName { name } organizationName certificate { id fileName } } } }`,
          { c: category },
        ),
      );
      return { n: statements.length, rows: result.data!.publicDevices.items.length };
    };
    const one = await count('solar_systems');
    const many = await count('cogeneration_systems');
    expect([one.rows, many.rows]).toEqual([1, 25]);
    expect(one.n).toBe(many.n);
  });
});
