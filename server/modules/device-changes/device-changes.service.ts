import type { RequestContext } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import { DeviceStatus } from '../../core/domain.js';
import { validateInput } from '../../core/validation.js';
import { isPubliclyVisible, PUBLIC_STATUSES } from '../device-registry/index.js';
import { readPublicRecords, type PublicDeviceRecord } from '../public-devices/index.js';
import { changesSchema } from './device-changes.inputs.js';
import { decodeFeedCursor, encodeFeedCursor, isoMicros, windowEnd, type FeedCursor } from './feed-window.js';

/** Why a device left the public list (a tombstone). */
export enum RemovedReason {
  deleted = 'deleted',
  canceled = 'canceled',
  unpublished = 'unpublished',
}

/** One entry of the feed: the device as it is now, or a tombstone (device null, reason set). */
export interface DeviceChangeEntry {
  id: number;
  changedAt: Date;
  device: PublicDeviceRecord | null;
  removedReason: RemovedReason | null;
}

export interface DeviceChangePage {
  items: DeviceChangeEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
  /** End of this window: the next sync's `since` once hasNextPage is false. */
  serverTime: Date;
}

interface Row {
  device_id: number;
  changed_at: string;
}

/**
 * The public change feed (docs/api.md "Mirroring"): entries in order of change, read from
 * device_changes, which triggers keep (the migration says how). A page is one range scan of
 * (category, changed_at, device_id) between `since` (or the cursor) and the window's end, plus one
 * statement loading the devices that still exist.
 */
export class DeviceChangesService {
  async changes(ctx: RequestContext, category: DeviceCategory, raw: unknown): Promise<DeviceChangePage> {
    const input = await validateInput(changesSchema, raw);
    const cursor = input.after ? decodeFeedCursor(input.after) : null;
    const until = cursor?.until ?? (await windowEnd(ctx.em));
    const untilDate = new Date(until);
    const firstWalk = input.since === undefined;
    const rows = await this.rows(ctx, category, {
      since: input.since ?? null,
      cursor,
      until,
      first: input.first,
      firstWalk,
      includeExpired: input.includeExpired,
    });
    const page = rows.slice(0, input.first);
    // The devices that still exist, as the list reads them (plain rows: hydrating a hundred entities
    // a page cost more than their SQL, and mirrors walk every page).
    const devices =
      page.length === 0
        ? []
        : await readPublicRecords(ctx.em, { id: { $in: page.map((r) => r.device_id) } }, { id: 'asc' });
    const byId = new Map(devices.map((d) => [d.id, d]));
    const items = page.map((row): DeviceChangeEntry => {
      const device = byId.get(row.device_id) ?? null;
      const visible = !!device && isPubliclyVisible(device, { includeExpired: input.includeExpired, now: untilDate });
      return {
        id: row.device_id,
        changedAt: new Date(row.changed_at),
        device: visible ? device : null,
        removedReason: visible ? null : removedReason(device),
      };
    });
    const last = page[page.length - 1];
    return {
      items,
      endCursor: last ? encodeFeedCursor({ until, changedAt: last.changed_at, deviceId: last.device_id }) : null,
      hasNextPage: rows.length > input.first,
      serverTime: untilDate,
    };
  }

  /**
   * Entries of the window in feed order. A device has at most two rows (its last change, and the
   * midnight its publish date makes it visible); once both are in the window only the later one is
   * an entry. A first walk (no `since`) lists only what is visible now: there is nothing to delete yet.
   */
  private async rows(
    ctx: RequestContext,
    category: DeviceCategory,
    q: {
      since: Date | null;
      cursor: FeedCursor | null;
      until: string;
      first: number;
      firstWalk: boolean;
      includeExpired: boolean;
    },
  ): Promise<Row[]> {
    const where = [
      'f.category = ?',
      'f.changed_at <= ?::timestamptz',
      'not exists (select 1 from device_changes g where g.device_id = f.device_id and g.changed_at > f.changed_at and g.changed_at <= ?::timestamptz)',
    ];
    const params: unknown[] = [category, q.until, q.until];
    if (q.since) {
      where.push('f.changed_at > ?');
      params.push(q.since);
    }
    if (q.cursor) {
      where.push('f.changed_at >= ?::timestamptz', '(f.changed_at > ?::timestamptz or f.device_id > ?)');
      params.push(q.cursor.changedAt, q.cursor.changedAt, q.cursor.deviceId);
    }
    if (q.firstWalk) {
      const statuses = q.includeExpired ? [...PUBLIC_STATUSES, DeviceStatus.canceled] : [...PUBLIC_STATUSES];
      where.push(`exists (select 1 from devices d where d.id = f.device_id and d.status = any(?::device_status[])
        and d.publish_date <= (?::timestamptz at time zone 'Asia/Tokyo')::date)`);
      params.push(`{${statuses.join(',')}}`, q.until);
    }
    params.push(q.first + 1);
    const rows = await ctx.em.execute<{ device_id: number; changed_at: string }[]>(
      `select f.device_id, ${isoMicros('f.changed_at')} as changed_at from device_changes f
       where ${where.join(' and ')} order by f.changed_at, f.device_id limit ?`,
      params,
    );
    return rows.map((r) => ({ device_id: Number(r.device_id), changed_at: r.changed_at }));
  }
}

function removedReason(device: PublicDeviceRecord | null): RemovedReason {
  if (!device) return RemovedReason.deleted;
  return device.status === DeviceStatus.canceled ? RemovedReason.canceled : RemovedReason.unpublished;
}
