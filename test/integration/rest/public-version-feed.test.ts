import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { DeviceCategory } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { PublicDataVersion } from '../../../server/modules/public-devices/public-data-version.js';
import { createDevice } from '../../factories/public-devices.js';
import { statementsDuring } from '../../helpers/sql-statements.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let device: Device;
const LIST = '/api/cogeneration_systems?public=1';
/** Another process's view of the same database. */
const otherProcess = new PublicDataVersion();

beforeAll(async () => {
  t = await createTestApp();
  device = await createDevice(t.orm.em.fork(), { category: DeviceCategory.cogeneration_systems });
  await t.services.publicVersion.watch(t.databaseUrl);
  await otherProcess.watch(t.databaseUrl);
});
afterAll(async () => {
  await otherProcess.stop();
  await t.services.publicVersion.stop();
  await t.close();
});

async function etagOfList(): Promise<string> {
  const res = await t.client().raw('GET', LIST);
  await res.arrayBuffer();
  return res.headers.get('etag')!;
}

async function setReleaseDate(releaseDate: string): Promise<void> {
  await t.orm.em.fork().nativeUpdate(Device, { id: device.id }, { releaseDate });
}

const em = () => t.orm.em.fork();
const feed = () => t.services.publicVersion;

describe('public versions kept in memory by LISTEN/NOTIFY', () => {
  it('a public list sends no statement for its version once the feed is live', async () => {
    expect(feed().live).toBe(true);
    const { statements } = await statementsDuring(t.orm, () => etagOfList());
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => sql.includes('public_versions'))).toEqual([]);
  });

  it("counts a list's total once per data version and filter: its other pages read their rows alone", async () => {
    // A filter no other test asks for, so its total is not known yet.
    const filtered = `${LIST}&release_date_from=2000-01-02`;
    const page = async (n: number) =>
      statementsDuring(t.orm, async () => {
        const res = await t.client().raw('GET', `${filtered}&page=${n}`);
        return (await res.json()) as { total: number; last_update: string | null; data: unknown[] };
      });
    const counts = (statements: string[]) => statements.filter((sql) => /\bcount\(/.test(sql));

    const first = await page(1);
    expect(first.result.total).toBe(1);
    expect(counts(first.statements)).toHaveLength(1);
    const second = await page(2);
    expect(counts(second.statements)).toEqual([]);
    expect(second.statements).toHaveLength(1);
    expect(second.result).toMatchObject({ total: 1, last_update: first.result.last_update, data: [] });

    // A new public device bumps the category's version: the total is counted again.
    await createDevice(em(), { category: DeviceCategory.cogeneration_systems });
    await vi.waitFor(async () => expect((await page(3)).result.total).toBe(2), { timeout: 5_000, interval: 20 });
  });

  it('a committed change reaches every listening process and gives the list a new ETag', async () => {
    const before = await etagOfList();
    const otherBefore = await otherProcess.of(em(), DeviceCategory.cogeneration_systems);
    await setReleaseDate('2025-06-06');
    await vi.waitFor(async () => expect(await etagOfList()).not.toBe(before), { timeout: 5_000, interval: 20 });
    await vi.waitFor(
      async () => expect(await otherProcess.of(em(), DeviceCategory.cogeneration_systems)).not.toBe(otherBefore),
      { timeout: 5_000, interval: 20 },
    );
    // Memory and the table agree, so processes with and without the feed answer the same ETag.
    const fromTable = new PublicDataVersion();
    expect(await feed().of(em(), DeviceCategory.cogeneration_systems)).toBe(
      await fromTable.of(em(), DeviceCategory.cogeneration_systems),
    );
    expect(await feed().ofAll(em())).toBe(await fromTable.ofAll(em()));
  });

  it('reads versions from the table while the feed is lost, and listens again by itself', async () => {
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'portal public versions' and datname = current_database() and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(feed().live).toBe(false), { timeout: 5_000, interval: 20 });

    const before = await etagOfList();
    await setReleaseDate('2025-07-07');
    // No notification can arrive now; the answer is still current because the version is read per request.
    expect(await etagOfList()).not.toBe(before);

    await vi.waitFor(() => expect(feed().live).toBe(true), { timeout: 10_000, interval: 50 });
    const fromTable = new PublicDataVersion();
    expect(await feed().ofAll(em())).toBe(await fromTable.ofAll(em()));
    const { statements } = await statementsDuring(t.orm, () => etagOfList());
    expect(statements.filter((sql) => sql.includes('public_versions'))).toEqual([]);
  });
});
