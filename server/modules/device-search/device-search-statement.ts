import { raw, type FilterQuery, type QBFilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeviceCategory } from '../../core/domain.js';
import { StatementCache, type Slots, type SqlWithBindings } from '../../core/db/compiled-statement.js';
import { Device, publiclyVisibleWhere } from '../device-registry/index.js';
import { publicRowsQuery } from '../public-devices/index.js';

/**
 * Where a hit comes from, best first after the kind of match: a number of the device, its brand,
 * its maker. The ranking is kind, then this, then the category's place in the table, then id.
 */
export const MATCH_TIERS = ['number', 'brandName', 'organizationName', 'words'] as const;

/** A query's words searched together (searchWords): at most this many, each a number or a name. */
export const MAX_SEARCH_WORDS = 4;
type WordIndex = 0 | 1 | 2 | 3;
type WordSlot = `w${WordIndex}${'Pattern' | 'Brands' | 'Organizations'}`;

type SearchSlot =
  | 'today'
  | 'category'
  | 'numberExact'
  | 'numberPrefix'
  | 'numberIndexed'
  | 'numberText'
  | 'brandIds'
  | 'brandKinds'
  | 'organizationIds'
  | 'organizationKinds'
  | 'afterKind'
  | 'afterTier'
  | 'afterCategory'
  | 'afterId'
  | 'limit'
  | 'offset'
  | WordSlot;

/**
 * Which parts a statement has: expired included, a category chosen, a number part, a name part, the
 * window, and after a colon the role of each word searched together (`n` a number, `m` a name).
 */
export type SearchShape =
  `${'e' | '-'}${'c' | '-'}${'n' | '-'}${'m' | '-'}${'page' | 'first' | 'after'}${'' | `:${string}`}`;

/** Publicly visible devices (the one rule, visibility.ts) with what a search reads of them. */
function visibleDevices(em: EntityManager, includeExpired: boolean, slots: Slots<SearchSlot>): SqlWithBindings {
  const where: FilterQuery<Device> = publiclyVisibleWhere({ includeExpired, today: slots.text('today') });
  return em
    .createQueryBuilder(Device, 'd')
    .select([raw('d.id'), raw('d.category'), raw('d.brand_name_id'), raw('d.organization_id'), raw('d.search_numbers')])
    .where(where as QBFilterQuery<Device>)
    .getKnexQuery()
    .toSQL();
}

/**
 * A search in one statement: the hits (each device once, at its best match), their count per
 * category as the first column of every row (JSON text), and the page's rows joined with what the public list
 * shows (public-device-rows.ts). A page past the end gives one row of counts and nulls.
 */
function searchSql(em: EntityManager, shape: SearchShape, slots: Slots<SearchSlot>): SqlWithBindings {
  const includeExpired = shape[0] === 'e';
  const hasCategory = shape[1] === 'c';
  const [head, wordRoles = ''] = shape.split(':') as [string, string?];
  const window = head.slice(4) as 'page' | 'first' | 'after';
  const parts: SqlWithBindings[] = [];
  const visible = () => visibleDevices(em, includeExpired, slots);
  if (shape[2] === 'n') {
    const v = visible();
    parts.push({
      sql: `select v.id, v.category,
          case when v.search_numbers like ? then 0 when v.search_numbers like ? then 1 else 2 end as kind, 0 as tier
        from (${v.sql}) v where v.search_numbers like ? and strpos(v.search_numbers, ?) > 0`,
      // The index is asked for the query's least common part (common-trigrams.ts indexedPart); strpos,
      // which no index serves, then keeps the devices holding the whole query.
      bindings: [
        slots.text('numberExact'),
        slots.text('numberPrefix'),
        ...v.bindings,
        slots.text('numberIndexed'),
        slots.text('numberText'),
      ],
    });
  }
  if (shape[3] === 'm') {
    // The matching brands and makers come as arrays (searchable-names.ts): the planner then knows
    // how few they are and reaches their devices by the brand and maker indexes. Matched inside
    // this statement, their count was a guess (half the table) and it read every device.
    for (const [tier, ids, kinds, column] of [
      [1, 'brandIds', 'brandKinds', 'brand_name_id'],
      [2, 'organizationIds', 'organizationKinds', 'organization_id'],
    ] as const) {
      const v = visible();
      parts.push({
        sql: `select v.id, v.category, n.kind, ${tier} as tier
          from unnest(?::int[], ?::int[]) as n(id, kind) join (${v.sql}) v on v.${column} = n.id`,
        bindings: [slots.text(ids), slots.text(kinds), ...v.bindings],
      });
    }
  }
  if (wordRoles) {
    // Every word matches the device, each by its own index: a number word by the key's trigrams, a
    // name word by the brand and maker indexes. Ranked after the whole query's number and name parts.
    const v = visible();
    const conditions = [...wordRoles].map((role, i) => {
      const word = i as WordIndex;
      return role === 'n'
        ? { sql: 'v.search_numbers like ?', bindings: [slots.text(`w${word}Pattern`)] }
        : {
            sql: '(v.brand_name_id = any(?::int[]) or v.organization_id = any(?::int[]))',
            bindings: [slots.text(`w${word}Brands`), slots.text(`w${word}Organizations`)],
          };
    });
    parts.push({
      sql: `select v.id, v.category, 2 as kind, 3 as tier from (${v.sql}) v
        where ${conditions.map((c) => c.sql).join(' and ')}`,
      bindings: [...v.bindings, ...conditions.flatMap((c) => c.bindings)],
    });
  }
  const where: string[] = [];
  const whereBindings: unknown[] = [];
  if (hasCategory) {
    where.push('b.category = ?::device_category');
    whereBindings.push(slots.text('category'));
  }
  if (window === 'after') {
    where.push('(b.kind, b.tier, b.category, b.id) > (?::int, ?::int, ?::device_category, ?::int)');
    whereBindings.push(
      slots.text('afterKind'),
      slots.text('afterTier'),
      slots.text('afterCategory'),
      slots.text('afterId'),
    );
  }
  const windowSql = window === 'page' ? 'limit ? offset ?' : 'limit ?';
  const windowBindings = window === 'page' ? [slots.int('limit'), slots.int('offset')] : [slots.int('limit')];
  const rows = publicRowsQuery(em, {}, {}).where('d.id in (select id from page)').getKnexQuery().toSQL();
  return {
    sql: `with hits as (${parts.map((p) => p.sql).join(' union all ')}),
      best as (select distinct on (id) id, category, kind, tier from hits order by id, kind, tier),
      page as (
        select b.id, b.category, b.kind, b.tier from best b ${where.length ? `where ${where.join(' and ')}` : ''}
        order by b.kind, b.tier, b.category, b.id ${windowSql}
      )
      select c.counts, p.kind as match_rank, p.tier as match_tier, r.*
      from (
        select coalesce(json_agg(json_build_object('category', category, 'count', n) order by category), '[]')::text as counts
        from (select category, count(*)::int as n from best group by category) per_category
      ) c
      left join page p on true
      left join (${rows.sql}) r on r.id = p.id
      order by p.kind, p.tier, p.category, p.id`,
    bindings: [...parts.flatMap((p) => p.bindings), ...whereBindings, ...windowBindings, ...rows.bindings],
  };
}

const searchStatements = new StatementCache<SearchShape, SearchSlot>(searchSql);

export type SearchValues = Partial<Record<SearchSlot, unknown>> & { today: string };

export interface SearchRows {
  counts: { category: DeviceCategory; count: number }[];
  rows: Record<string, unknown>[];
}

export async function readSearch(em: EntityManager, shape: SearchShape, values: SearchValues): Promise<SearchRows> {
  const result = await searchStatements
    .get(em, shape)
    .execute<Record<string, unknown>>(em, values as Record<SearchSlot, unknown>);
  // Text, parsed once here: as json, pg would parse the same counts again for each of the page's rows.
  const counts = JSON.parse((result[0]?.counts as string | undefined) ?? '[]') as SearchRows['counts'];
  return { counts, rows: result.filter((row) => row.id !== null && row.id !== undefined) };
}

/** The SQL text of a shape, for EXPLAIN in tests and the bench's raw floor. */
export const searchStatement = (em: EntityManager, shape: SearchShape) => searchStatements.get(em, shape);
