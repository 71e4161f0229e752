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
  await em.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${rule.scope}:${key}`], 'get', em.getTransactionContext());
}

export async function countRecent(em: EntityManager, rule: ThrottleRule, key: string): Promise<number> {
  const since = new Date(Date.now() - rule.windowSeconds * 1000);
  return em.count(ThrottleEvent, { scope: rule.scope, key, createdAt: { $gt: since } });
}

export async function isThrottled(em: EntityManager, rule: ThrottleRule, key: string): Promise<boolean> {
  return (await countRecent(em, rule, key)) >= rule.limit;
}

export function recordEvent(em: EntityManager, rule: ThrottleRule, key: string): void {
  em.persist(em.create(ThrottleEvent, { scope: rule.scope, key }));
}

export async function clearEvents(em: EntityManager, scope: string, keyPrefix: string): Promise<void> {
  await em.nativeDelete(ThrottleEvent, { scope, key: { $like: `${escapeLike(keyPrefix)}%` } });
}

export async function pruneEvents(em: EntityManager, olderThanSeconds = 86_400): Promise<number> {
  return em.nativeDelete(ThrottleEvent, { createdAt: { $lt: new Date(Date.now() - olderThanSeconds * 1000) } });
}

