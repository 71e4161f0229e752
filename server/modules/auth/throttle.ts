import type { EntityManager } from '@mikro-orm/postgresql';
import { ThrottleEvent } from './throttle-event.entity.js';
import { escapeLike } from '../../core/db/like.js';

export interface ThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const LOGIN_FAILURES: ThrottleRule = { scope: 'login', limit: 5, windowSeconds: 60 };

/**
 * Takes a transaction-scoped advisory lock on (scope, key), so concurrent requests for the same
 * key (parallel HTTP requests, several app processes) are counted one after another.
 */
export async function lockThrottleKey(em: EntityManager, rule: ThrottleRule, key: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtextextended(?, 0))',
      [`${rule.scope}:${key}`],
      'get',
      em.getTransactionContext(),
    );
}

/**
 * Seconds until (scope, key) may try again, 0 when it may now: the window frees when the
 * `limit`-th newest event in it grows older than the window (the 429's Retry-After).
 */
export async function throttleWait(em: EntityManager, rule: ThrottleRule, key: string, now: number): Promise<number> {
  const since = new Date(now - rule.windowSeconds * 1000);
  const [blocking] = await em.find(
    ThrottleEvent,
    { scope: rule.scope, key, createdAt: { $gt: since } },
    { orderBy: { createdAt: 'desc' }, offset: rule.limit - 1, limit: 1, fields: ['createdAt'] },
  );
  if (!blocking) return 0;
  return Math.max(1, Math.ceil((blocking.createdAt.getTime() + rule.windowSeconds * 1000 - now) / 1000));
}

/** Records an event at `now` (the services' clock, as throttleWait reads it). */
export function recordEvent(em: EntityManager, rule: ThrottleRule, key: string, now: number): void {
  em.persist(em.create(ThrottleEvent, { scope: rule.scope, key, createdAt: new Date(now) }));
}

export async function clearEvents(em: EntityManager, scope: string, keyPrefix: string): Promise<void> {
  await em.nativeDelete(ThrottleEvent, { scope, key: { $like: `${escapeLike(keyPrefix)}%` } });
}

export async function pruneEvents(em: EntityManager, olderThanSeconds = 86_400): Promise<number> {
  return em.nativeDelete(ThrottleEvent, { createdAt: { $lt: new Date(Date.now() - olderThanSeconds * 1000) } });
}
