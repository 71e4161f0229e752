import { raw, type FilterQuery, type QBFilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../core/db/bound-query.js';
import type { DeviceCategory, DeviceStatus } from '../../core/domain.js';
import { snakeKey } from '../../core/rest/case.js';
import { IDENTIFYING_FIELDS, type IdentifyingField, type CertificateDto, Device } from '../device-registry/index.js';

/**
 * What a public list row or detail shows of a device, read as plain rows: public reads are the
 * hot path, and hydrating entities (identity map, change-set snapshots, references) cost several
 * times the SQL itself. `Device` with its relations loaded has the same shape, so the public DTOs
 * take either.
 */
export interface PublicDeviceRecord extends Partial<Record<IdentifyingField, string | null>> {
  id: number;
  category: DeviceCategory;
  status: DeviceStatus;
  releaseDate: string;
  publishDate?: string | null;
  certificateNumber: string;
  canceledAt?: string | null;
  publicUpdatedAt: Date;
  performance: Record<string, string | number | boolean | null>;
  brandName: { id: number; name: string };
  organization: { name: string };
  certificate?: CertificateDto | null;
}

const COLUMNS = [
  'd.id',
  'd.category',
  'd.status',
  'd.release_date',
  'd.publish_date',
  'd.certificate_number',
  'd.canceled_at',
  'd.public_updated_at',
  'd.performance',
  ...IDENTIFYING_FIELDS.map((key) => `d.${snakeKey(key)}`),
  'b.id as brand_name_id',
  'b.name as brand_name',
  'o.name as organization_name',
  'c.id as certificate_id',
  'c.file_name as certificate_file_name',
  'c.content_type as certificate_content_type',
  'c.size as certificate_size',
  'c.sha256 as certificate_sha256',
  'c.created_at as certificate_created_at',
].map((column) => raw(column));

type Row = Record<string, unknown>;

/** A `date` column as `YYYY-MM-DD` whichever way the driver parsed it. */
export const day = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : (value as Date).toISOString().slice(0, 10);

const IDENTIFYING_COLUMNS = IDENTIFYING_FIELDS.map((key) => [key, snakeKey(key)] as const);

export function publicDeviceRecord(row: Row): PublicDeviceRecord {
  const record: PublicDeviceRecord = {
    id: Number(row.id),
    category: row.category as DeviceCategory,
    status: row.status as DeviceStatus,
    releaseDate: day(row.release_date)!,
    publishDate: day(row.publish_date),
    certificateNumber: row.certificate_number as string,
    canceledAt: day(row.canceled_at),
    publicUpdatedAt: new Date(row.public_updated_at as string | Date),
    performance: (row.performance ?? {}) as PublicDeviceRecord['performance'],
    brandName: { id: Number(row.brand_name_id), name: row.brand_name as string },
    organization: { name: row.organization_name as string },
    certificate:
      row.certificate_id === null || row.certificate_id === undefined
        ? null
        : {
            id: Number(row.certificate_id),
            fileName: row.certificate_file_name as string,
            contentType: row.certificate_content_type as string,
            size: Number(row.certificate_size),
            sha256: row.certificate_sha256 as string,
            createdAt: new Date(row.certificate_created_at as string | Date),
          },
  };
  for (const [key, column] of IDENTIFYING_COLUMNS) record[key] = (row[column] as string | null) ?? null;
  return record;
}

/**
 * The statement of public devices matching `where` with brand name, organization and certificate
 * (one statement, no N+1), in `orderBy`; rows become records with `publicDeviceRecord`.
 */
export function publicRowsQuery(em: EntityManager, where: FilterQuery<Device>, orderBy: QueryOrderMap<Device>) {
  return (
    em
      .createQueryBuilder(Device, 'd')
      .select(COLUMNS)
      .join('d.brandName', 'b')
      .join('d.organization', 'o')
      .leftJoin('d.certificate', 'c')
      // The same conditions as em.find takes (the one visibility rule); the builder's type is narrower.
      .where(where as QBFilterQuery<Device>)
      .orderBy(orderBy)
  );
}

/** The public records of the devices matching `where`, in `orderBy`: one statement, plain rows. */
export async function readPublicRecords(
  em: EntityManager,
  where: FilterQuery<Device>,
  orderBy: QueryOrderMap<Device>,
): Promise<PublicDeviceRecord[]> {
  const { sql, bindings } = publicRowsQuery(em, where, orderBy).getKnexQuery().toSQL();
  return (await executeBound<Row>(em, sql, bindings)).map(publicDeviceRecord);
}
