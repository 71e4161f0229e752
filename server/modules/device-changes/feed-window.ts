import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationFailed } from '../../core/errors.js';

/**
 * The advisory lock the device_changes triggers hold shared until their transaction commits
 * (migrations/Migration20261123201453.ts). Taking it exclusively waits for those writers, so a
 * time read under it is later than every change not yet visible to this reader: a window ending
 * there never misses a change that commits afterwards.
 */
const FEED_LOCK = 4190519;

/** ISO 8601 with microseconds (PostgreSQL's precision): cursor positions must not round. */
const ISO_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
export const isoMicros = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO_MICROS})`;

/** The end of a sync window: now, to the millisecond (clients send `since` back as a DateTime). */
export async function windowEnd(em: EntityManager): Promise<string> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [FEED_LOCK]);
    const rows = await tx.execute<{ until: string }[]>(
      `select ${isoMicros(`date_trunc('milliseconds', clock_timestamp())`)} as until`,
    );
    return rows[0]!.until;
  });
}

/** A position in the feed: the window's end (fixed for every page of a walk) and the last entry. */
export interface FeedCursor {
  until: string;
  changedAt: string;
  deviceId: number;
}

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeFeedCursor = (c: FeedCursor) =>
  Buffer.from(`${c.until}|${c.changedAt}|${c.deviceId}`).toString('base64url');

export function decodeFeedCursor(cursor: string): FeedCursor {
  const [until, changedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (
    !until ||
    !MOMENT.test(until) ||
    !changedAt ||
    !MOMENT.test(changedAt) ||
    !/^\d{1,10}$/.test(id ?? '') ||
    Number(id) > 2_147_483_647
  ) {
    throw ValidationFailed({ after: ['afterが正しくありません'] });
  }
  return { until, changedAt, deviceId: Number(id) };
}
