import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import { NotFound } from '../errors.js';
import { PAGE_SIZE, pageWindow, type Page } from '../paging.js';

/** One page in SQL (limit/offset) and the total, in two statements. */
// MikroORM's populate-path generics do not survive a generic wrapper: options are typed loosely here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options<T> = FindOptions<T, any, any, any>;

export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  page: number,
  options: Options<T> = {},
): Promise<Page<T>> {
  const [items, total] = await em.findAndCount(entity, where, { ...options, ...pageWindow(page) } as Options<T>);
  return { items: items as T[], total, page, pageSize: PAGE_SIZE };
}

export async function findOr404<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  id: number,
  message: string,
  options: Options<T> = {},
): Promise<T> {
  const found = await em.findOne(entity, { id } as FilterQuery<T>, options);
  if (!found) throw NotFound(message);
  return found as T;
}

/**
 * A list's order as findPage takes it, e.g. `{ publishedAt: 'desc', id: 'desc' }`: scalar, non-null
 * properties of the entity; `id` is added last (ascending) when missing, so the order is total.
 */
export type ListOrder<T> = Partial<Record<keyof T & string, 'asc' | 'desc'>>;

/** Rows after `last` in `order`: (k1 > v1) or (k1 = v1 and k2 > v2) or … (< for descending keys). */
function after<T>(order: [string, 'asc' | 'desc'][], last: T): FilterQuery<T> {
  const value = (key: string) => {
    const v = (last as Record<string, unknown>)[key];
    if (v === null || v === undefined)
      throw new Error(`iterateAll: sort key ${key} is null; order by non-null columns`);
    return v;
  };
  return {
    $or: order.map(([key, direction], i) => ({
      ...Object.fromEntries(order.slice(0, i).map(([k]) => [k, value(k)])),
      [key]: { [direction === 'asc' ? '$gt' : '$lt']: value(key) },
    })),
  } as FilterQuery<T>;
}

/**
 * Every row of a query in the list's order (the screen's, so an export matches it), fetched in
 * batches by keyset on (sort keys…, id), so an export of any size holds one batch in memory at a
 * time (a forked EntityManager, cleared between batches).
 */
export async function* iterateAll<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: Omit<Options<T>, 'limit' | 'offset' | 'orderBy'> & { orderBy?: ListOrder<T> } = {},
  batchSize = 500,
): AsyncGenerator<T> {
  const { orderBy = {}, ...findOptions } = options;
  const order = Object.entries(orderBy) as [string, 'asc' | 'desc'][];
  if (!order.some(([key]) => key === 'id')) order.push(['id', 'asc']);
  const reader = em.fork();
  let last: T | undefined;
  for (;;) {
    const batch = (await reader.find(entity, last ? ({ $and: [where, after(order, last)] } as FilterQuery<T>) : where, {
      ...findOptions,
      orderBy: Object.fromEntries(order),
      limit: batchSize,
    } as Options<T>)) as T[];
    yield* batch;
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1];
    reader.clear();
  }
}
