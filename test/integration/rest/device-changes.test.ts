import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { createDevice, createManagerOrganization, organizationClient } from '../../factories/devices.js';
import { daysFromToday } from '../../factories/public-devices.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';

type Change = {
  id: number;
  changed_at: string;
  removed: boolean;
  removed_reason: string | null;
  device: { id: number; status: string; publish_date: string | null } | null;
};
type Feed = { changes: Change[]; end_cursor: string | null; has_next_page: boolean; server_time: string };

let t: TestApp;
let org: Organization;
let orgClient: TestClient;
let roles: Awaited<ReturnType<typeof roleClients>>;
const CAT = 'electric_heat_pumps';
const FEED = `/api/${CAT}/changes`;

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  ({ organization: org } = await createManagerOrganization(t.orm.em.fork()));
  ({ client: orgClient } = await organizationClient(t, org));
});
afterAll(() => t.close());

const device = (status: DeviceStatus, overrides: Parameters<typeof createDevice>[2] = {}) =>
  createDevice(t.orm.em.fork(), org, { status, publishDate: daysFromToday(-1), ...overrides });

/** Every entry since `since`, following the cursor; the window's end for the next sync. */
async function sync(
  since: string | null,
  first = 100,
  extra = '',
): Promise<{ changes: Change[]; next: string; pages: number }> {
  const changes: Change[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const query: URLSearchParams = new URLSearchParams({
      first: String(first),
      ...(since ? { since } : {}),
      ...(after ? { after } : {}),
    });
    const res: { status: number; body: Feed } = await roles.visitor.get<Feed>(`${FEED}?${query}${extra}`);
    expect(res.status).toBe(200);
    pages += 1;
    changes.push(...res.body.changes);
    if (!res.body.has_next_page) return { changes, next: res.body.server_time, pages };
    after = res.body.end_cursor;
  }
}

describe('GET /api/{cat}/changes', () => {
  it('first walk lists what is public now; then since returns publish, edit, cancel and delete in order of change', async () => {
    const shown = await device(DeviceStatus.published);
    await device(DeviceStatus.registered, { publishDate: null });
    const first = await sync(null);
    expect(first.changes.map((c) => c.id)).toEqual([shown.id]);
    expect(first.changes[0]).toMatchObject({
      removed: false,
      removed_reason: null,
      device: { id: shown.id, status: 'published' },
    });

    const requested = await device(DeviceStatus.publish_requested, { publishDate: daysFromToday(-1) });
    const approved = await roles.admin.put(`/api/${CAT}/${requested.id}/approve/enabled`);
    expect(approved.status).toBe(200);
    const publish = await sync(first.next);
    expect(publish.changes.map((c) => c.id)).toEqual([requested.id]);
    expect(publish.changes[0]!.device?.status).toBe('published');

    const edited = await roles.admin.put(`/api/${CAT}/${shown.id}/date`, {
      release_date: '2025-07-01',
      publish_flag: true,
      publish_date: daysFromToday(-2),
    });
    expect(edited.status).toBe(200);
    const canceled = await roles.admin.put(`/api/${CAT}/${requested.id}/cancel`, {
      canceled_at: '2026-01-01',
      reason: ['販売終了'],
      note: '',
    });
    expect(canceled.status).toBe(200);
    const later = await sync(publish.next);
    expect(later.changes.map((c) => [c.id, c.removed, c.removed_reason])).toEqual([
      [shown.id, false, null],
      [requested.id, true, 'canceled'],
    ]);
    expect(later.changes[0]!.device?.publish_date).toBe(daysFromToday(-2));
    expect(later.changes[1]!.device).toBeNull();

    // include_expired keeps the canceled device as an entry instead of a tombstone
    const expired = await sync(publish.next, 100, '&include_expired=true');
    expect(expired.changes[1]).toMatchObject({ id: requested.id, removed: false, device: { status: 'canceled' } });

    const deleted = await roles.admin.request('DELETE', `/api/${CAT}/${shown.id}`);
    expect(deleted.status).toBe(204);
    const tombstone = await sync(later.next);
    expect(tombstone.changes).toEqual([
      { id: shown.id, changed_at: expect.any(String), removed: true, removed_reason: 'deleted', device: null },
    ]);
    expect(new Date(tombstone.changes[0]!.changed_at).getTime()).toBeGreaterThan(new Date(later.next).getTime());
    expect((await sync(tombstone.next)).changes).toEqual([]);
  });

  it('a request to publish or cancel changes nothing public and writes no entry', async () => {
    const shown = await device(DeviceStatus.published);
    const { next } = await sync(null);
    expect(
      (
        await orgClient.put(`/api/${CAT}/${shown.id}/apply_cancel`, {
          canceled_at: '2026-01-01',
          reason: ['販売終了'],
          note: '',
        })
      ).status,
    ).toBe(200);
    await device(DeviceStatus.registered, { publishDate: null });
    expect((await sync(next)).changes).toEqual([]);
  });

  it('pages across a page boundary with a fixed window, each entry once', async () => {
    const { next } = await sync(null);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await device(DeviceStatus.published));
    const walk = await sync(next, 2);
    expect(walk.pages).toBe(3);
    expect(walk.changes.map((c) => c.id)).toEqual(made.map((d) => d.id));
  });

  it('a device becomes an entry when its publish date arrives (midnight in Japan), not before', async () => {
    // Let a day pass: the client last synced a day ago; the device and its scheduled entry move a day back.
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const future = await device(DeviceStatus.published, { publishDate: daysFromToday(1) });
    expect((await sync(dayAgo)).changes.map((c) => c.id)).not.toContain(future.id);
    const knex = t.orm.em.getConnection().getKnex();
    await knex.transaction(async (trx) => {
      await trx.raw('alter table devices disable trigger devices_record_change');
      await trx.raw(`update devices set publish_date = publish_date - 1 where id = ?`, [future.id]);
      await trx.raw(`update device_changes set changed_at = changed_at - interval '1 day' where device_id = ?`, [
        future.id,
      ]);
      await trx.raw('alter table devices enable trigger devices_record_change');
    });
    const arrived = (await sync(dayAgo)).changes.find((c) => c.id === future.id);
    expect(arrived).toMatchObject({
      removed: false,
      changed_at: new Date(`${daysFromToday(0)}T00:00:00+09:00`).toISOString(),
    });
  });

  it('moving the publish date of a public device into the future is a tombstone now', async () => {
    const shown = await device(DeviceStatus.published);
    const { next } = await sync(null);
    await roles.admin.put(`/api/${CAT}/${shown.id}/date`, {
      release_date: '2025-07-01',
      publish_flag: true,
      publish_date: daysFromToday(3),
    });
    expect((await sync(next)).changes).toMatchObject([{ id: shown.id, removed: true, removed_reason: 'unpublished' }]);
  });

  it('renaming the brand or the organization is a change of every public device of it', async () => {
    const shown = await device(DeviceStatus.published);
    const { next } = await sync(null);
    await t.orm.em
      .fork()
      .getConnection()
      .execute('update organizations set name = ? where id = ?', ['改名後㈱', org.id]);
    expect((await sync(next)).changes.map((c) => c.id)).toContain(shown.id);
  });

  it('keeps categories apart', async () => {
    const { next } = await sync(null);
    await device(DeviceStatus.published, { category: DeviceCategory.solar_systems });
    expect((await sync(next)).changes).toEqual([]);
  });

  it('a since in the future is an empty page with the server time', async () => {
    const res = await roles.visitor.get<Feed>(`${FEED}?since=2999-01-01T00:00:00Z`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changes: [], has_next_page: false, end_cursor: null });
    expect(Math.abs(new Date(res.body.server_time).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('422 on a bad since, first or cursor', async () => {
    for (const query of ['since=yesterday', 'since=2026-02-30T00:00:00Z', 'first=0', 'first=501', 'after=bm9wZQ']) {
      const res = await roles.visitor.get<{ errors: Record<string, string[]> }>(`${FEED}?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors).length).toBe(1);
    }
  });

  it('a window is one range scan of the feed index, whatever the table size', async () => {
    const em = t.orm.em.fork();
    // 200,000 changes over a year in another category (rows of devices that never existed: the
    // feed has no foreign key), then the plan of a day's window as the service reads it.
    await em.execute(`insert into device_changes (device_id, changed_at, category)
      select 1000000 + g, now() - interval '1 year' + g * interval '157 seconds', 'cogeneration_systems' from generate_series(1, 200000) g`);
    await em.execute('analyze device_changes');
    const plan = await em.execute<{ 'QUERY PLAN': string }[]>(
      `explain select f.device_id from device_changes f where f.category = 'cogeneration_systems'
        and f.changed_at > now() - interval '1 day' and f.changed_at <= now()
        and not exists (select 1 from device_changes g where g.device_id = f.device_id and g.changed_at > f.changed_at and g.changed_at <= now())
        order by f.changed_at, f.device_id limit 101`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using device_changes_feed_index on device_changes f/);
    expect(text).not.toMatch(/Seq Scan|Sort/);
    await em.execute(`delete from device_changes where device_id > 1000000`);
  });
});

describe('publicDeviceChanges (GraphQL)', () => {
  it('returns entries, tombstones and the server time', async () => {
    const res = await roles.visitor.gql<{
      publicDeviceChanges: {
        items: { id: number; removed: boolean; device: { id: number; __typename: string } | null }[];
        serverTime: string;
        hasNextPage: boolean;
      };
    }>(
      `query($since: DateTimeISO) { publicDeviceChanges(category: electric_heat_pumps, since: $since, first: 20) {
        items { id changedAt removed removedReason device { id __typename certificateNumber ... on PublicElectricHeatPump { systemNumber } } }
        endCursor hasNextPage serverTime } }`,
      { since: '2000-01-01T00:00:00Z' },
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.publicDeviceChanges;
    expect(page.items.some((i) => i.removed && i.device === null)).toBe(true);
    expect(page.items.find((i) => !i.removed)?.device?.__typename).toBe('PublicElectricHeatPump');
    expect(page.serverTime).toMatch(/Z$/);
  });
});
