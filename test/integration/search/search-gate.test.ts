import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../../../server/core/context.js';
import { AppError } from '../../../server/core/errors.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { DeviceSearchService } from '../../../server/modules/device-search/device-search.service.js';
import { SEARCH_BUSY_MESSAGE, searchGate, type SearchGate } from '../../../server/modules/device-search/search-gate.js';
import { SearchableNames } from '../../../server/modules/device-search/searchable-names.js';
import { createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The search's slots (search-gate.ts): a search holding the only slot makes the next wait in line
 * or, past the line, refused with 503's kind; nothing is lost once the slot frees. The first search
 * is held for real: its statement waits on a lock another connection holds on the devices table.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createDevice(t.orm.em.fork(), { category: DeviceCategory.electric_heat_pumps, systemNumber: 'GATE-1' });
});
afterAll(() => t.close());

let visitors = 0;

/**
 * Searches for the test's device through `gate`: `(clientGone?, ip?) => page`, each from a new
 * visitor's address unless `ip` is given.
 */
function searchesThrough(gate: SearchGate) {
  const service = new DeviceSearchService(new SearchableNames(t.services.publicVersion), gate);
  return (clientGone?: AbortSignal, ip = `192.0.2.${++visitors}`) =>
    service.search({ statements: t.orm.em.fork(), clientGone, ip } as unknown as RequestContext, { q: 'GATE-1' });
}
const idsOf = (page: { items: { device: { id: number } }[] }) => page.items.map((hit) => hit.device.id);

/** Runs `during` while another transaction holds the devices table, once a search waits on it. */
async function withDevicesLocked(during: () => Promise<void>): Promise<void> {
  const knex = t.orm.em.getConnection().getKnex();
  const trx = await knex.transaction();
  try {
    await trx.raw('lock table devices in access exclusive mode');
    await during();
  } finally {
    await trx.commit();
  }
}

async function untilOneWaitsOnTheLock(): Promise<void> {
  const knex = t.orm.em.getConnection().getKnex();
  for (;;) {
    const { rows } = await knex.raw<{ rows: { n: number }[] }>(
      // pg_locks shows every database of the cluster, and other test files' databases have tables of the same oid.
      `select count(*)::int as n from pg_locks
        where not granted and relation = 'devices'::regclass
          and database = (select oid from pg_database where datname = current_database())`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the search gate', () => {
  it('refuses a search past its slots and line with the busy message and a Retry-After', async () => {
    const search = searchesThrough(searchGate(1, { waiting: 0 }));
    // Warm what a search reads before its statement (the common trigrams read the devices table).
    expect(idsOf(await search())).toHaveLength(1);
    let first: Promise<unknown> = Promise.resolve();
    await withDevicesLocked(async () => {
      first = search();
      await untilOneWaitsOnTheLock();
      const refused = await search().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ kind: 'unavailable', message: SEARCH_BUSY_MESSAGE, retryAfterSeconds: 2 });
      expect((refused as AppError).status).toBe(503);
    });
    expect(idsOf((await first) as never)).toHaveLength(1);
  });

  it('lets a search wait in line and answers it once the slot frees', async () => {
    const search = searchesThrough(searchGate(1, { waiting: 1 }));
    let answers: Promise<unknown[]> = Promise.resolve([]);
    await withDevicesLocked(async () => {
      const first = search();
      await untilOneWaitsOnTheLock();
      answers = Promise.all([first, search()]);
    });
    const [a, b] = await answers;
    expect(idsOf(a as never)).toHaveLength(1);
    expect(idsOf(b as never)).toEqual(idsOf(a as never));
  });

  it('refuses a search that waited in line past its wait, and runs the next one in its place', async () => {
    const search = searchesThrough(searchGate(1, { waiting: 1, waitMs: 50 }));
    let first: Promise<unknown> = Promise.resolve();
    await withDevicesLocked(async () => {
      first = search();
      await untilOneWaitsOnTheLock();
      const waitedTooLong = await search().catch((error: unknown) => error);
      expect(waitedTooLong).toMatchObject({ kind: 'unavailable', message: SEARCH_BUSY_MESSAGE });
    });
    expect(idsOf((await first) as never)).toHaveLength(1);
    expect(idsOf(await search())).toHaveLength(1);
  });

  it('takes a search whose client left out of the line: it is not run, and the next takes its place', async () => {
    const search = searchesThrough(searchGate(1, { waiting: 1 }));
    let answers: Promise<unknown[]> = Promise.resolve([]);
    await withDevicesLocked(async () => {
      const first = search();
      await untilOneWaitsOnTheLock();
      const leaving = new AbortController();
      const left = search(leaving.signal).catch((error: unknown) => error);
      // The line's one place is taken until the client leaves: then the next search waits in it.
      await expect(search()).rejects.toMatchObject({ kind: 'unavailable' });
      leaving.abort();
      expect(await left).toMatchObject({ kind: 'unavailable', message: SEARCH_BUSY_MESSAGE });
      answers = Promise.all([first, search()]);
    });
    const [a, b] = await answers;
    expect(idsOf(b as never)).toEqual(idsOf(a as never));
  });

  it("keeps one client's searches past its places in a line of its own: another visitor's still gets a place", async () => {
    // Each search reaches the gate after awaits of its own: the test lets each arrive before the next.
    const gate = searchGate(1, { waiting: 2, perClient: 2 });
    let arrived = 0;
    const counted: SearchGate = (run, asker) => {
      arrived += 1;
      return gate(run, asker);
    };
    const searchCounted = searchesThrough(counted);
    const search = (ip?: string) => {
      const before = arrived;
      const answer = searchCounted(undefined, ip);
      // Waited for only when asked: a search nobody waits for must not leave a failing wait behind.
      return { answer, arrival: () => vi.waitFor(() => expect(arrived).toBeGreaterThan(before)) };
    };
    const one = '198.51.100.7';
    let answers: Promise<unknown[]> = Promise.resolve([]);
    await withDevicesLocked(async () => {
      // One address takes the slot and a place in line; its third search waits in its own line.
      const mine = [search(one).answer];
      await untilOneWaitsOnTheLock();
      for (let i = 0; i < 2; i++) {
        const next = search(one);
        mine.push(next.answer);
        await next.arrival();
      }
      // So the shared line still has a place for another visitor, and only then is it full.
      const other = search();
      await other.arrival();
      await expect(search().answer).rejects.toMatchObject({ kind: 'unavailable' });
      answers = Promise.all([...mine, other.answer]);
    });
    const found = await answers;
    expect(found.map((page) => idsOf(page as never))).toEqual(Array(4).fill(idsOf(found[0] as never)));
  });

  it("refuses a client's search past its places and its own line with the busy message", async () => {
    const search = searchesThrough(searchGate(2, { waiting: 4, perClient: 1, perClientWaiting: 0 }));
    const one = '198.51.100.8';
    let first: Promise<unknown> = Promise.resolve();
    await withDevicesLocked(async () => {
      first = search(undefined, one);
      await untilOneWaitsOnTheLock();
      const refused = search(undefined, one);
      await expect(refused).rejects.toMatchObject({ kind: 'unavailable', message: SEARCH_BUSY_MESSAGE });
    });
    expect(idsOf((await first) as never)).toHaveLength(1);
  });
});
