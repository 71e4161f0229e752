import {
  BeforeCreate,
  BeforeUpdate,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { trigramIndex } from '../../core/db/trigram-index.js';
import { snakeKey } from '../../core/rest/case.js';
import { DeviceCategory, DeviceStatus } from '../../core/domain.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
// Type only: Certificate imports Device at run time; the relation names it by string (no import cycle).
import type { Certificate } from '../certificates/certificate.entity.js';
import { CERTIFICATE_EXPORT_UNIQUE_INDEX, certificateExportUniqueIndexSql } from './certificate-number-key.js';
import { IDENTIFYING_FIELDS, type IdentifyingField } from '../../rules/device-categories.js';
import { NUMBER_KEY_FIELDS, deviceNumberKey } from './device-search-keys.js';

/**
 * One row per registered device of any of the five categories. The identifying fields of SPEC §3
 * are columns (filters and indexes need them); the performance values each category defines in
 * the category table live in `performance` (jsonb), validated on the way in.
 */
@Entity({ tableName: 'devices' })
@Index(trigramIndex('devices', 'certificate_number'))
@Unique({ properties: ['category', 'certificateNumber'] })
// Unique also in the form the CP932 exports write (see certificate-number-key.ts).
@Unique({ name: CERTIFICATE_EXPORT_UNIQUE_INDEX, expression: certificateExportUniqueIndexSql() })
@Index({ properties: ['category', 'status', 'publishDate'] })
// Public lists are ordered by publish date then id (newest first): read in index order, no sort.
// status and release_date ride along so a public list's count is an index-only scan.
@Index({
  name: 'devices_public_list_index',
  expression:
    'create index "devices_public_list_index" on "devices" ("category", "publish_date", "id") include ("status", "release_date")',
})
@Index({ properties: ['category', 'releaseDate'] })
@Index({ properties: ['organization', 'category', 'status'] })
// The product search reaches a brand's or a maker's devices through these, index only: the public
// visibility columns are the keys, the category and id what the search reads (issue #59).
@Index({
  name: 'devices_brand_search_index',
  expression:
    'create index "devices_brand_search_index" on "devices" ("brand_name_id", "status", "publish_date") include ("category", "id")',
})
@Index({
  name: 'devices_organization_search_index',
  expression:
    'create index "devices_organization_search_index" on "devices" ("organization_id", "status", "publish_date") include ("category", "id")',
})
@Index({ properties: ['category', 'createdAt'] })
@Index({ properties: ['category', 'updatedAt'] })
@Index({ properties: ['category', 'publicUpdatedAt'] })
@Index(trigramIndex('devices', 'search_numbers'))
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below types the identifying columns
export class Device extends BaseEntity<
  | 'status'
  | 'publishDate'
  | IdentifyingField
  | 'performance'
  | 'canceledAt'
  | 'certificate'
  | 'publicUpdatedAt'
  | 'searchNumbers'
> {
  @Enum({ items: () => DeviceCategory, nativeEnumName: 'device_category' }) category!: DeviceCategory;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' }) organization!: Rel<Organization>;
  @ManyToOne(() => BrandName, { deleteRule: 'restrict' }) brandName!: Rel<BrandName>;

  @Enum({ items: () => DeviceStatus, nativeEnumName: 'device_status', default: DeviceStatus.registered })
  status: DeviceStatus = DeviceStatus.registered;

  @Property({ type: 'date' }) releaseDate!: string;
  @Property({ type: 'date', nullable: true }) publishDate?: string | null;
  @Property({ type: 'string', length: 64 }) certificateNumber!: string;

  @Property({ type: 'json', default: '{}' }) performance: Record<string, string | number | boolean | null> = {};

  @Property({ type: 'date', nullable: true }) canceledAt?: string | null;

  /**
   * When the device last changed as the public sees it (publication, cancellation, dates). Unlike
   * updated_at it ignores internal steps such as a cancel request, so the public last_update and
   * updated_at reveal nothing pending (DeviceLifecycleService sets it).
   */
  @Property({ type: 'datetime', defaultRaw: 'now()' }) publicUpdatedAt: Date = new Date();

  @OneToOne('Certificate', 'device', { nullable: true })
  certificate?: Rel<Certificate> | null;

  /** Every number of the device as the product search matches it (search/device-search-keys.ts). */
  @Property({ type: 'text', default: '', hidden: true }) searchNumbers: string = '';

  @BeforeCreate()
  keepSearchNumbersOnCreate(): void {
    this.searchNumbers = deviceNumberKey(this);
  }

  @BeforeUpdate()
  keepSearchNumbers(): void {
    // A partial load (fields: [...]) leaves numbers out: then they are not being changed either.
    if (NUMBER_KEY_FIELDS.every((field) => this[field] !== undefined)) this.searchNumbers = deviceNumberKey(this);
  }
}

/**
 * The identifying fields' columns (varchar 128, nullable, each with a trigram index for the keyword
 * filter) come from the category table, so a new identifying field is one line there.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- typing of the columns declared by the loop
export interface Device extends Partial<Record<IdentifyingField, string | null>> {}
for (const key of IDENTIFYING_FIELDS) {
  Property({ type: 'string', length: 128, nullable: true })(Device.prototype, key);
  Index(trigramIndex('devices', snakeKey(key)))(Device);
}
