import { raw, type FilterQuery, type QBFilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferType } from 'yup';
import type { DeviceCategory } from '../../core/domain.js';
import { StatementCache, type Slots, type SqlWithBindings } from '../../core/db/compiled-statement.js';
import { snakeKey } from '../../core/rest/case.js';
import {
  Device,
  publiclyVisibleWhere,
  numberKeyPattern,
  numberWhere,
  systemTypePattern,
  systemTypeWhere,
} from '../device-registry/index.js';
import type { publicFilterSchema } from './public-devices.inputs.js';
import { publicRowsQuery } from './public-device-rows.js';
import type { ListSummary } from './public-list-summaries.js';

export type PublicFilter = InferType<typeof publicFilterSchema>;

/** The LIKE pattern of a number filter (already its search key, device-list-filters.ts). */
export const numberPattern = (key: string | undefined) => (key ? numberKeyPattern(key) : undefined);

/** Public lists: newest publish date first, then id (the keyset cursor's order too). */
export const PUBLIC_ORDER = { publishDate: 'desc', id: 'desc' } as const;

/**
 * The public list's conditions: the visibility rule, the category and the filters given. `number`
 * and `systemType` are LIKE patterns here (numberPattern), or slots standing for them.
 */
export function publicListWhere(category: DeviceCategory, filter: PublicFilter, today?: string): FilterQuery<Device> {
  const and: FilterQuery<Device>[] = [
    { category },
    publiclyVisibleWhere({ includeExpired: filter.includeExpired, today }),
  ];
  if (filter.brandName) and.push({ brandName: { name: filter.brandName } });
  if (filter.releaseDateFrom) and.push({ releaseDate: { $gte: filter.releaseDateFrom } });
  if (filter.publishDateFrom) and.push({ publishDate: { $gte: filter.publishDateFrom } });
  if (filter.number) and.push(numberWhere(filter.number));
  if (filter.systemType) and.push(systemTypeWhere(filter.systemType));
  return { $and: and };
}

/** Rows after a cursor position in list order. */
const afterCursor = (publishDate: string, id: number): FilterQuery<Device> => ({
  $or: [{ publishDate: { $lt: publishDate } }, { publishDate, id: { $lt: id } }],
});

type ListSlot =
  | 'category'
  | 'today'
  | 'brandName'
  | 'releaseDateFrom'
  | 'publishDateFrom'
  | 'number'
  | 'systemType'
  | 'afterDate'
  | 'afterId'
  | 'limit'
  | 'offset';

/** How a page is cut: by page number, or by `first` rows from the start or after a cursor. */
type ListWindow = 'page' | 'first' | 'after';

export interface ListValues {
  category: DeviceCategory;
  today: string;
  filter: PublicFilter;
  /** Whether to read the total and the last update too (false: the caller knows them). */
  summary: boolean;
  window: { kind: 'page'; limit: number; offset: number } | { kind: 'first'; limit: number; after?: CursorPosition };
}

export interface CursorPosition {
  publishDate: string;
  id: number;
}

/** The latest date the category's public list changed (see PublicDevicesService.lastUpdate). */
function lastUpdateSql(em: EntityManager, slots: Slots<'category' | 'today'>): SqlWithBindings {
  const visible = {
    $and: [
      { category: slots.text('category') },
      publiclyVisibleWhere({ includeExpired: true, today: slots.text('today') }),
    ],
  } as QBFilterQuery<Device>;
  const latestUpdate = em
    .createQueryBuilder(Device, 'd')
    .select(raw(`(d.public_updated_at at time zone 'Asia/Tokyo')::date`))
    .where(visible)
    .orderBy({ publicUpdatedAt: 'desc' })
    .limit(1)
    .getKnexQuery();
  const latestPublish = em
    .createQueryBuilder(Device, 'd')
    .select('publishDate')
    .where(visible)
    .orderBy({ publishDate: 'desc' })
    .limit(1)
    .getKnexQuery();
  const knex = em.getConnection().getKnex();
  return knex
    .select(knex.raw(`to_char(greatest((?), (?)), 'YYYY-MM-DD') as last_update`, [latestUpdate, latestPublish]))
    .toSQL();
}

const lastUpdateStatements = new StatementCache<'lastUpdate', 'category' | 'today'>((em, _shape, slots) =>
  lastUpdateSql(em, slots),
);

export async function readLastUpdate(em: EntityManager, category: DeviceCategory, today: string) {
  const rows = await lastUpdateStatements.get(em, 'lastUpdate').execute<{ last_update: string | null }>(em, {
    category,
    today,
  });
  return rows[0]?.last_update ?? null;
}

/** What a shape carries, as one string: the summary or not, which optional conditions, which window. */
type ListShape = `${'s' | '-'}${'e' | '-'}${'b' | '-'}${'r' | '-'}${'p' | '-'}${'n' | '-'}${'t' | '-'}${ListWindow}`;

function shapeOf(values: ListValues): ListShape {
  const { filter, window } = values;
  const kind: ListWindow = window.kind === 'first' && window.after ? 'after' : window.kind;
  return `${values.summary ? 's' : '-'}${filter.includeExpired ? 'e' : '-'}${filter.brandName ? 'b' : '-'}${
    filter.releaseDateFrom ? 'r' : '-'
  }${filter.publishDateFrom ? 'p' : '-'}${filter.number ? 'n' : '-'}${filter.systemType ? 't' : '-'}${kind}`;
}

/**
 * One page of a public list in one statement: with its summary, the total and the last update in
 * the first columns of every row, and the page's rows (none when the page is past the end: one row
 * of nulls then); without, the page's rows alone.
 */
function listSql(em: EntityManager, shape: ListShape, slots: Slots<ListSlot>): SqlWithBindings {
  const filter: PublicFilter = {
    includeExpired: shape[1] === 'e',
    brandName: shape[2] === 'b' ? slots.text('brandName') : undefined,
    releaseDateFrom: shape[3] === 'r' ? slots.text('releaseDateFrom') : undefined,
    publishDateFrom: shape[4] === 'p' ? slots.text('publishDateFrom') : undefined,
    number: shape[5] === 'n' ? slots.text('number') : undefined,
    systemType: shape[6] === 't' ? slots.text('systemType') : undefined,
  };
  const window = shape.slice(7) as ListWindow;
  const where = publicListWhere(slots.text('category') as DeviceCategory, filter, slots.text('today'));
  const rowsWhere: FilterQuery<Device> =
    window === 'after' ? { $and: [where, afterCursor(slots.text('afterDate'), slots.int('afterId'))] } : where;
  // The page's ids first, then their rows joined: PostgreSQL cannot skip an OFFSET's rows before
  // the joins (an inner join could drop rows), so a deep page joined every row it skipped.
  const ids = em
    .createQueryBuilder(Device, 'w')
    .select('w.id')
    .where(rowsWhere as QBFilterQuery<Device>)
    .orderBy(PUBLIC_ORDER)
    .limit(slots.int('limit'), window === 'page' ? slots.int('offset') : undefined)
    .getKnexQuery()
    .toSQL();
  const page = publicRowsQuery(em, {}, PUBLIC_ORDER)
    .where(`d.id in (${ids.sql})`, [...ids.bindings])
    .getKnexQuery()
    .toSQL();
  if (shape[0] !== 's') return page;
  const count = em
    .createQueryBuilder(Device, 'd')
    .count('d.id')
    .where(where as QBFilterQuery<Device>)
    .getKnexQuery()
    .toSQL();
  const last = lastUpdateSql(em, slots);
  const order = Object.entries(PUBLIC_ORDER)
    .map(([key, direction]) => `p.${snakeKey(key)} ${direction}`)
    .join(', ');
  return {
    sql: `select s.total, s.last_update, p.* from (select (${count.sql}) as total, (${last.sql}) as last_update) s left join (${page.sql}) p on true order by ${order}`,
    bindings: [...count.bindings, ...last.bindings, ...page.bindings],
  };
}

const listStatements = new StatementCache<ListShape, ListSlot>(listSql);

export interface PublicListRows {
  /** Null when not asked for (ListValues.summary). */
  summary: ListSummary | null;
  rows: Record<string, unknown>[];
}

export async function readPublicList(em: EntityManager, values: ListValues): Promise<PublicListRows> {
  const { filter, window } = values;
  const after = window.kind === 'first' ? window.after : undefined;
  const result = await listStatements.get(em, shapeOf(values)).execute<Record<string, unknown>>(em, {
    category: values.category,
    today: values.today,
    brandName: filter.brandName,
    releaseDateFrom: filter.releaseDateFrom,
    publishDateFrom: filter.publishDateFrom,
    number: numberPattern(filter.number),
    systemType: filter.systemType ? systemTypePattern(filter.systemType) : undefined,
    afterDate: after?.publishDate,
    afterId: after?.id,
    limit: window.limit,
    offset: window.kind === 'page' ? window.offset : undefined,
  });
  if (!values.summary) return { summary: null, rows: result };
  const first = result[0];
  return {
    summary: {
      total: Number(first?.total ?? 0),
      lastUpdate: (first?.last_update as string | null | undefined) ?? null,
    },
    rows: result.filter((row) => row.id !== null && row.id !== undefined),
  };
}
