import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../../../server/core/db/bound-query.js';
import { normalizeNameSql, normalizeNumberSql } from '../../../migrations/Migration20261126090000.js';
import { bindSearch, checkSearch } from '../../../server/modules/device-search/device-search.service.js';
import { searchStatement } from '../../../server/modules/device-search/device-search-statement.js';
import { SearchableNames } from '../../../server/modules/device-search/searchable-names.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The plans PostgreSQL really chooses for each shape of the search statement, at 20,000 devices
 * (4,000 a category) with 400 brands and 80 makers (names two letters apart), vacuumed and analyzed, enable_seqscan left on:
 * the devices are reached through the number key's trigram index or, index only, the brand and maker
 * search indexes, never by reading the table.
 */
const DEVICES = 20_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const knex = t.orm.em.getConnection().getKnex();
  await knex.raw(`insert into organizations (name, postcode, address, tel, zip_password_encrypted, type, status, search_name)
    select '株式会社プラン' || chr(12450 + g) || chr(12450 + (g * 7) % 80) || '工業', '100-0001', '東京都', '03-0000-0000', 'x', 1, 'approved', ''
    from generate_series(1, 80) g`);
  await knex.raw(`update organizations set search_name = ${normalizeNameSql('name')}`);
  await knex.raw(`insert into brand_names (name, organization_id, search_name)
    select 'ブランド' || chr(12450 + g % 80) || g, (select min(id) from organizations) + g % 80, ''
    from generate_series(1, 400) g`);
  await knex.raw(`update brand_names set search_name = ${normalizeNameSql('name')}`);
  await knex.raw(`insert into devices (category, organization_id, brand_name_id, status, release_date, publish_date,
      certificate_number, pu_number, tu_number, bb_number, system_number, system_type, performance, search_numbers)
    select (array['cogeneration_systems','hybrid_water_heaters','electric_heat_pumps','solar_systems','solar_water_heaters'])[1 + g % 5]::device_category,
      b.organization_id, b.id, case when g % 20 = 0 then 'canceled' when g % 17 = 0 then 'registered' else 'published' end::device_status,
      date '2020-01-01', date '2020-01-01' + g % 1500, 'PLAN-' || lpad(g::text, 6, '0'),
      'PU-' || g, 'TU-' || g, 'BB-' || g, 'SYS-' || g, 'TYPE-' || g, '{}'::jsonb, ''
    from generate_series(1, ${DEVICES}) g
    join brand_names b on b.id = (select min(id) from brand_names) + g % 400`);
  const columns = ['certificate_number', 'pu_number', 'tu_number', 'bb_number', 'system_number', 'system_type'];
  const key = columns.map((c) => normalizeNumberSql(`coalesce(${c}, '')`)).join(` || '|' || `);
  await knex.raw(`update devices set search_numbers = '|' || ${key} || '|||'`);
  // As autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await knex.raw('vacuum analyze devices, brand_names, organizations');
}, 120_000);
afterAll(() => t.close());

async function plan(input: Record<string, unknown>, analyze = false): Promise<{ text: string; shape: string }> {
  const em = t.orm.em.fork();
  const bound = await bindSearch(em, await checkSearch(input), new SearchableNames(t.services.publicVersion));
  const statement = searchStatement(em, bound.shape!);
  const rows = await executeBound<{ 'QUERY PLAN': string }>(
    em,
    `explain ${analyze ? '(analyze) ' : ''}${statement.sql}`,
    statement.bindings(bound.values as never),
  );
  return { text: rows.map((row) => row['QUERY PLAN']).join('\n'), shape: bound.shape! };
}

const SHAPES: [string, Record<string, unknown>][] = [
  ['an exact number', { q: 'PU-12345' }],
  ['a 4-character part of a number', { q: '2345' }],
  ['a full-width certificate number', { q: 'ＰＬＡＮ－０１２３４５' }],
  ['a misspelled brand', { q: 'ブランドイ12' }],
  ['a maker, half-width with (株)', { q: '(株)ﾌﾟﾗﾝｷｼ工業' }],
  [
    'a number in one category, canceled included',
    { q: 'SYS-777', category: 'electric_heat_pumps', includeExpired: true },
  ],
  ['a maker and a part of a number, two words', { q: '(株)ﾌﾟﾗﾝｷｼ工業 SYS-77' }],
  ['a brand and a maker, two words', { q: 'ブランドイ12　(株)ﾌﾟﾗﾝｷｼ工業' }],
  ['two parts of numbers', { q: 'SYS-77 PU-177' }],
  [
    'a cursor page',
    { q: 'TU-1234', first: 10, after: Buffer.from('1|0|cogeneration_systems|5').toString('base64url') },
  ],
];

describe('the search statement at 20,000 devices', () => {
  it.each(SHAPES)('%s: never reads the devices table whole', async (_name, input) => {
    const { text, shape } = await plan(input);
    if (process.env.SHOW_PLANS) console.log(`--- ${_name} (${shape})\n${text}`);
    expect(text).not.toMatch(/Seq Scan on devices/);
    if (shape[2] === 'n') expect(text).toContain('devices_search_numbers_trgm_index');
    // A brand's and a maker's visible devices come from their covering indexes alone.
    if (shape[3] === 'm') expect(text).toMatch(/Index Only Scan using devices_(brand|organization)_search_index/);
  });

  it('a two-character query is looked up at the start of numbers, not checked against every device', async () => {
    // `%12%` has no trigram: the index handed over every device and PostgreSQL checked each one.
    const { text } = await plan({ q: '12' }, true);
    const checkedAndDropped = [...text.matchAll(/Rows Removed by (?:Index Recheck|Filter): (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(text).toContain('devices_search_numbers_trgm_index');
    expect(Math.max(0, ...checkedAndDropped)).toBeLessThan(100);
  });

  it('a query without a letter or digit does not search numbers', async () => {
    const { text } = await plan({ q: 'ブランドイ12/' });
    expect(text).toContain('devices_search_numbers_trgm_index');
    const symbols = await bindSearch(
      t.orm.em.fork(),
      await checkSearch({ q: '／＃' }),
      new SearchableNames(t.services.publicVersion),
    );
    expect(symbols.shape).toBeNull();
  });
});
