import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/knex';
import type { DeviceStatus } from '../../core/domain.js';
import { snakeKey } from '../../core/rest/case.js';
import { IDENTIFYING_FIELDS, type IdentifyingField } from './categories.js';
import { Device } from './device.entity.js';

/**
 * What a device CSV column reads of a device. A loaded Device is one; so is a row streamed from
 * SQL below, which skips the ORM's hydration (most of an export's time on 100,000 devices).
 */
export type DeviceCsvRow = Pick<
  Device,
  | 'id'
  | 'status'
  | 'releaseDate'
  | 'publishDate'
  | 'certificateNumber'
  | 'performance'
  | 'canceledAt'
  | 'createdAt'
  | 'updatedAt'
> &
  Partial<Record<IdentifyingField, string | null>> & {
    brandName: { name: string };
    organization: { id: number; name: string };
    certificate?: { id: number; fileName: string; sha256: string } | null;
  };

interface SqlRow {
  id: number;
  status: DeviceStatus;
  release_date: string;
  publish_date: string | null;
  certificate_number: string;
  performance: Device['performance'] | null;
  canceled_at: string | null;
  created_ms: number;
  updated_ms: number;
  brand_name: string;
  organization_id: number;
  organization_name: string;
  certificate_id: number | null;
  certificate_file_name: string | null;
  certificate_sha256: string | null;
  [column: string]: unknown;
}

const FIRST_FETCH = 100;

/**
 * Rows per FETCH of an export. With the next FETCH sent before a batch is written, two batches
 * live at once; at 500 rows they die young in V8's new space, where 2,000 were promoted and grew
 * the server's RSS by ~100 MB per export (8 MB at 500), and cost more CPU to collect.
 */
export const EXPORT_BATCH_ROWS = 500;

function toRow(r: SqlRow): DeviceCsvRow {
  const row: DeviceCsvRow = {
    id: r.id,
    status: r.status,
    releaseDate: r.release_date,
    publishDate: r.publish_date,
    certificateNumber: r.certificate_number,
    performance: r.performance ?? {},
    canceledAt: r.canceled_at,
    createdAt: new Date(r.created_ms),
    updatedAt: new Date(r.updated_ms),
    brandName: { name: r.brand_name },
    organization: { id: r.organization_id, name: r.organization_name },
    certificate:
      r.certificate_id === null
        ? null
        : { id: r.certificate_id, fileName: r.certificate_file_name!, sha256: r.certificate_sha256! },
  };
  for (const key of IDENTIFYING_FIELDS) row[key] = (r[snakeKey(key)] as string | null) ?? null;
  return row;
}

/**
 * Every device matching `where` (the same FilterQuery the lists use) in `orderBy`, read through a
 * server-side cursor in one read-only transaction: PostgreSQL sends `batchSize` rows per FETCH, the
 * caller's back-pressure (awaiting each row) paces the FETCHes, and memory holds two batches.
 */
export async function* streamDeviceRows(
  em: EntityManager,
  where: FilterQuery<Device>,
  orderBy: Record<string, 'asc' | 'desc'>,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<DeviceCsvRow> {
  const qb = em
    .createQueryBuilder(Device, 'd')
    .select([
      'd.id',
      'd.status',
      'd.certificate_number',
      'd.performance',
      ...IDENTIFYING_FIELDS.map((key) => `d.${snakeKey(key)}`),
    ])
    .addSelect(
      [
        'd.release_date::text as release_date',
        'd.publish_date::text as publish_date',
        'd.canceled_at::text as canceled_at',
        '(extract(epoch from d.created_at) * 1000)::float8 as created_ms',
        '(extract(epoch from d.updated_at) * 1000)::float8 as updated_ms',
        'b.name as brand_name',
        'o.id as organization_id',
        'o.name as organization_name',
        'c.id as certificate_id',
        'c.file_name as certificate_file_name',
        'c.sha256 as certificate_sha256',
      ].map((sql) => raw(sql)),
    )
    .join('d.brandName', 'b')
    .join('d.organization', 'o')
    .leftJoin('d.certificate', 'c')
    .where(where as QBFilterQuery<Device>)
    .orderBy(orderBy);
  const { sql, bindings } = qb.getKnexQuery().toSQL();
  const trx = await em.getKnex().transaction({ readOnly: true });
  const fetchRows = (size: number): Promise<SqlRow[]> => {
    const fetched = trx.raw(`fetch ${size} from device_rows`).then((result: { rows: SqlRow[] }) => result.rows);
    // Awaited later; until then a failure must not count as unhandled.
    fetched.catch(() => undefined);
    return fetched;
  };
  let next: Promise<SqlRow[]> | undefined;
  try {
    await trx.raw(`declare device_rows no scroll cursor for ${sql}`, bindings as never);
    // A small first FETCH gets the first bytes out quickly; the rest come in full batches. The next
    // FETCH is sent before this batch is written, so PostgreSQL reads while the app encodes.
    let size = Math.min(FIRST_FETCH, batchSize);
    next = fetchRows(size);
    while (next) {
      const rows: SqlRow[] = await next;
      next = rows.length === size ? fetchRows((size = batchSize)) : undefined;
      for (const row of rows) yield toRow(row);
    }
    await trx.commit();
  } finally {
    await next?.catch(() => undefined);
    if (!trx.isCompleted()) await trx.rollback().catch(() => undefined);
  }
}
