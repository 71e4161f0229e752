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
 * Every row of a query in id order, fetched in batches by keyset (id > last), so an export of
 * any size holds one batch in memory at a time (a forked EntityManager, cleared between batches).
 */
export async function* iterateAll<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: Omit<Options<T>, 'limit' | 'offset' | 'orderBy'> = {},
  batchSize = 500,
): AsyncGenerator<T> {
  const reader = em.fork();
  let lastId = 0;
  for (;;) {
    const batch = (await reader.find(entity, { $and: [where, { id: { $gt: lastId } }] } as FilterQuery<T>, {
      ...options,
      orderBy: { id: 'asc' },
      limit: batchSize,
    } as Options<T>)) as T[];
    yield* batch;
    if (batch.length < batchSize) return;
    lastId = batch[batch.length - 1]!.id;
    reader.clear();
  }
}
