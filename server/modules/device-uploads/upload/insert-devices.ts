import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../../core/db/bound-query.js';
import { DeviceStatus } from '../../../core/domain.js';
import {
  Device,
  type CategoryDefinition,
  type IdentifyingField,
  deviceNumberKey,
} from '../../device-registry/index.js';

/** One uploaded row as the devices, certificates and history tables receive it. */
export interface NewDevice {
  certificateNumber: string;
  brandNameId: number;
  releaseDate: string;
  publishDate: string | null;
  identifying: Partial<Record<IdentifyingField, string | null>>;
  performance: Record<string, unknown>;
  file: { sha256: string; size: number; fileName: string };
}

export const UPLOAD_HISTORY_NOTE = 'アップロードにより登録';

/** The category's identifying fields (the category table) with their column names (the entity's metadata). */
function identifyingColumns(em: EntityManager, definition: CategoryDefinition): [IdentifyingField, string][] {
  const meta = em.getMetadata().get(Device.name);
  return definition.identifyingFields.map(({ key }) => [key, meta.properties[key].fieldNames[0]!]);
}

/** Rows per statement: a few large statements, each one's JSON parameter a bounded string. */
const INSERT_BATCH = 1000;

/**
 * Writes an upload's devices, their certificates and first history rows set-wise: each batch of
 * rows travels as one jsonb parameter and is inserted by one statement (jsonb_to_recordset +
 * data-modifying CTEs), instead of three INSERTs per row. Run it inside the upload's transaction
 * (all batches commit or none); it answers the new ids in row order. Certificate numbers are unique
 * within an upload (checked before), so they join each certificate to its device.
 */
export async function insertDevices(
  em: EntityManager,
  upload: { definition: CategoryDefinition; organizationId: number; actorId: number; rows: NewDevice[] },
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < upload.rows.length; start += INSERT_BATCH) {
    ids.push(...(await insertBatch(em, { ...upload, rows: upload.rows.slice(start, start + INSERT_BATCH) })));
  }
  return ids;
}

async function insertBatch(
  em: EntityManager,
  {
    definition,
    organizationId,
    actorId,
    rows,
  }: { definition: CategoryDefinition; organizationId: number; actorId: number; rows: NewDevice[] },
): Promise<number[]> {
  const identifying = identifyingColumns(em, definition);
  const records = rows.map((row, ord) => ({
    ord,
    certificate_number: row.certificateNumber,
    brand_name_id: row.brandNameId,
    release_date: row.releaseDate,
    publish_date: row.publishDate,
    performance: row.performance,
    file_sha256: row.file.sha256,
    file_size: row.file.size,
    file_name: row.file.fileName,
    // The entity's hooks do not run for this set-wise insert: the same key function, here.
    search_numbers: deviceNumberKey({ certificateNumber: row.certificateNumber, ...row.identifying }),
    ...Object.fromEntries(identifying.map(([field, column]) => [column, row.identifying[field] ?? null])),
  }));
  const identifyingList = identifying.map(([, column]) => `, "${column}"`).join('');
  const identifyingTypes = identifying.map(([, column]) => `, "${column}" text`).join('');
  // Real bind parameters: MikroORM's execute() would inline (and copy) the rows' JSON into the SQL text.
  const inserted = await executeBound<{ id: number; certificate_number: string }>(
    em,
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as r(
         ord int, certificate_number text, brand_name_id int, release_date date, publish_date date, performance jsonb,
         file_sha256 text, file_size int, file_name text, search_numbers text${identifyingTypes})
     ),
     inserted as (
       insert into devices (category, organization_id, brand_name_id, status, release_date, publish_date, certificate_number, performance, search_numbers${identifyingList})
       select ?::device_category, ?, brand_name_id, ?::device_status, release_date, publish_date, certificate_number, performance, search_numbers${identifyingList}
         from input order by ord
       returning id, certificate_number
     ),
     certificates_inserted as (
       insert into certificates (device_id, file_sha256, file_name, content_type, size, sha256)
       select inserted.id, input.file_sha256, input.file_name, 'application/pdf', input.file_size, input.file_sha256
         from inserted join input using (certificate_number)
     ),
     history_inserted as (
       insert into device_status_changes (device_id, actor_id, from_status, to_status, note)
       select id, ?, null, ?::device_status, ? from inserted
     )
     select id, certificate_number from inserted`,
    [
      JSON.stringify(records),
      definition.category,
      organizationId,
      DeviceStatus.registered,
      actorId,
      DeviceStatus.registered,
      UPLOAD_HISTORY_NOTE,
    ],
  ).catch((error: Error) => {
    // Raw SQL skips the driver's translation: a unique violation (a concurrent commit of the same
    // numbers) becomes UniqueConstraintViolationException, as from a flush.
    throw em.getDriver().convertException(error);
  });
  const idByNumber = new Map(inserted.map((r) => [r.certificate_number, Number(r.id)]));
  return rows.map((row) => idByNumber.get(row.certificateNumber)!);
}
