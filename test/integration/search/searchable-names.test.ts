import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../../../server/core/db/bound-query.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { withinEdits } from '../../../server/modules/device-search/searchable-names.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The brand and maker names a search matches are kept in memory per public data version
 * (searchable-names.ts): the typo rule must count edits as PostgreSQL's fuzzystrmatch did, and a
 * name must be found once it has a device (renames: device-search-keys.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (q: string) =>
  ((await t.client().get(`/api/search?q=${encodeURIComponent(q)}`)).body as { data: { id: number }[] }).data.map(
    (hit) => hit.id,
  );

describe('withinEdits', () => {
  it("agrees with PostgreSQL's levenshtein_less_equal on random names (kana, long vowels, ASCII, a surrogate pair)", async () => {
    const name = fc.array(fc.constantFrom('あ', 'い', 'う', 'ア', 'ー', 'A', '1', '𠮷'), { maxLength: 9 });
    const pairs = fc.sample(fc.tuple(name, name, fc.integer({ min: 0, max: 3 })), { numRuns: 600, seed: 59 });
    const rows = await executeBound<{ within: boolean }>(
      t.orm.em.fork(),
      `select levenshtein_less_equal(a, b, m) <= m as within
        from unnest(?::text[], ?::text[], ?::int[]) with ordinality as p(a, b, m, n) order by n`,
      [pairs.map(([a]) => a.join('')), pairs.map(([, b]) => b.join('')), pairs.map(([, , m]) => m)],
    );
    const mismatches = pairs.filter(([a, b, max], i) => withinEdits(a, b, max) !== rows[i]!.within);
    expect(mismatches).toEqual([]);
    // Both answers occur, so the comparison says something.
    expect(new Set(rows.map((row) => row.within))).toEqual(new Set([true, false]));
  });

  it('to a start of the name: as close as the closest of its starts, whole-name edits counted as above', () => {
    const name = fc.array(fc.constantFrom('あ', 'い', 'ア', 'ー', 'A', '𠮷'), { maxLength: 9 });
    const pairs = fc.sample(fc.tuple(name, name, fc.integer({ min: 0, max: 3 })), { numRuns: 2000, seed: 60 });
    const closestStart = (a: string[], b: string[], max: number) =>
      Array.from({ length: b.length + 1 }, (_, end) => b.slice(0, end)).some((start) => withinEdits(a, start, max));
    const mismatches = pairs.filter(([a, b, max]) => withinEdits(a, b, max, true) !== closestStart(a, b, max));
    expect(mismatches).toEqual([]);
    const answers = pairs.map(([a, b, max]) => withinEdits(a, b, max, true));
    // Both answers occur, and some only thanks to a start (not the whole name).
    expect(new Set(answers)).toEqual(new Set([true, false]));
    expect(pairs.some(([a, b, max], i) => answers[i] && !withinEdits(a, b, max))).toBe(true);
  });
});

describe('names kept per public data version', () => {
  it("a brand's first device is found by the brand's name", async () => {
    const em = t.orm.em.fork();
    const maker = await createOrganization(em, { name: '株式会社ファースト' });
    const brand = await createBrandName(em, maker, 'ハジメテノキキ');
    expect(await search('ハジメテノキキ')).toEqual([]);
    const device = await createDevice(em, { brandName: brand, category: DeviceCategory.solar_systems });
    expect(await search('ハジメテノキキ')).toEqual([device.id]);
  });

  it('a maker registered with variant kanji (髙﨑) is found by their common forms, as an IME types them', async () => {
    const em = t.orm.em.fork();
    const maker = await createOrganization(em, { name: '株式会社髙﨑エナジー' });
    const device = await createDevice(em, { organization: maker, category: DeviceCategory.solar_systems });
    expect(await search('高崎エナジー')).toEqual([device.id]);
    expect(await search('髙﨑エナジー')).toEqual([device.id]);
  });
});
