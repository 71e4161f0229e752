import type { EntityManager } from '@mikro-orm/postgresql';
import { CP932_LOOKALIKES, cp932Lookalikes } from '../../core/csv/csv-writer.js';
import type { DeviceCategory } from '../../core/domain.js';

/**
 * Certificate numbers are unique in the form the CP932 exports write (〜 U+301C and ～ U+FF5E are
 * one number there), while the stored value stays what the maker typed. The unique index
 * `devices_category_certificate_export_unique` is on this very expression; it must match the
 * index text exactly for PostgreSQL to use the index, hence one builder for both.
 */
export const certificateNumberKeySql = (column: string): string =>
  `translate(${column}, '${Object.keys(CP932_LOOKALIKES).join('')}', '${Object.values(CP932_LOOKALIKES).join('')}')`;

export const CERTIFICATE_EXPORT_UNIQUE_INDEX = 'devices_category_certificate_export_unique';

export const certificateExportUniqueIndexSql = (): string =>
  `create unique index "${CERTIFICATE_EXPORT_UNIQUE_INDEX}" on "devices" ("category", ${certificateNumberKeySql('"certificate_number"')})`;

/** Numbers of an upload already registered in the category under the same exported form. */
export interface RegisteredNumbers {
  /** Held by the uploading organization's own devices (named in the preview). */
  own: Set<string>;
  /** Held by another organization's devices (refused without saying more about that record). */
  elsewhere: Set<string>;
}

/** Of `numbers`, those already registered in the category, split by whose device holds them. */
export async function registeredCertificateNumbers(
  em: EntityManager,
  category: DeviceCategory,
  numbers: string[],
  organizationId: number,
): Promise<RegisteredNumbers> {
  const byKey = new Map<string, string[]>();
  for (const number of new Set(numbers.filter(Boolean))) {
    const key = cp932Lookalikes(number);
    byKey.set(key, [...(byKey.get(key) ?? []), number]);
  }
  const keys = [...byKey.keys()];
  const registered: RegisteredNumbers = { own: new Set(), elsewhere: new Set() };
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const rows: { key: string; organization_id: number }[] = await em.getConnection().execute(
      `select distinct ${certificateNumberKeySql('certificate_number')} as key, organization_id from devices
        where category = ? and ${certificateNumberKeySql('certificate_number')} in (${batch.map(() => '?').join(', ')})`,
      [category, ...batch],
    );
    for (const row of rows) {
      const set = row.organization_id === organizationId ? registered.own : registered.elsewhere;
      byKey.get(row.key)?.forEach((number) => set.add(number));
    }
  }
  return registered;
}
