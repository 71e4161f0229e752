import type { EntityManager } from '@mikro-orm/postgresql';
import type { QBFilterQuery } from '@mikro-orm/core';
import { DeviceStatus, type DeviceCategory } from '../../core/domain.js';
import { StatementCache } from '../../core/db/compiled-statement.js';
import { DeviceStatusChange, publiclyVisibleWhere } from '../device-registry/index.js';
import { day, publicDeviceRecord, publicRowsQuery, type PublicDeviceRecord } from './public-device-rows.js';

/**
 * A device's detail page, as the web asks for it on every visit: the device if the public may see
 * it, and its public history, each one compiled statement (built once through the query builder,
 * from the same visibility rule as the lists).
 */
const deviceStatements = new StatementCache<'expired' | 'current', 'id' | 'category' | 'today'>((em, shape, slots) =>
  publicRowsQuery(
    em,
    {
      $and: [
        { id: slots.int('id'), category: slots.text('category') as DeviceCategory },
        publiclyVisibleWhere({ includeExpired: shape === 'expired', today: slots.text('today') }),
      ],
    },
    { id: 'asc' },
  )
    .getKnexQuery()
    .toSQL(),
);

export async function readPublicDevice(
  em: EntityManager,
  values: { id: number; category: DeviceCategory; includeExpired: boolean; today: string },
): Promise<PublicDeviceRecord | null> {
  const [row] = await deviceStatements
    .get(em, values.includeExpired ? 'expired' : 'current')
    .execute<Record<string, unknown>>(em, { id: values.id, category: values.category, today: values.today });
  return row ? publicDeviceRecord(row) : null;
}

/** A step of the public history as stored: publication or cancellation. */
export interface PublicHistoryRow {
  id: number;
  toStatus: DeviceStatus;
  reasons: string[];
  canceledAt: string | null;
  createdAt: Date;
}

const historyStatements = new StatementCache<'history', 'deviceId'>((em, _shape, slots) =>
  em
    .createQueryBuilder(DeviceStatusChange, 'h')
    .select(['h.id', 'h.to_status', 'h.reasons', 'h.canceled_at', 'h.created_at'])
    .where({
      device: slots.int('deviceId'),
      toStatus: { $in: [DeviceStatus.published, DeviceStatus.canceled] },
    } as QBFilterQuery<DeviceStatusChange>)
    .orderBy({ createdAt: 'asc', id: 'asc' })
    .getKnexQuery()
    .toSQL(),
);

export async function readPublicHistory(em: EntityManager, deviceId: number): Promise<PublicHistoryRow[]> {
  const rows = await historyStatements.get(em, 'history').execute<Record<string, unknown>>(em, { deviceId });
  return rows.map((row) => ({
    id: Number(row.id),
    toStatus: row.to_status as DeviceStatus,
    reasons: (row.reasons ?? []) as string[],
    canceledAt: day(row.canceled_at),
    createdAt: new Date(row.created_at as string | Date),
  }));
}
