import { Entity, Enum, Index, PrimaryKey } from '@mikro-orm/core';
import { DeviceCategory } from '../../core/domain.js';

/**
 * The public change feed's log (docs/decisions.md, "Change feed"): at most two rows per device,
 * written by database triggers in the same transaction as the change — one at the moment its
 * public copy last changed, one at the Japan midnight its publish date makes it visible when that
 * is still ahead. No foreign key: a deleted device keeps its row as the tombstone.
 * Read only in (category, changed_at, device_id) order, so a sync window is one index range scan.
 */
@Entity({ tableName: 'device_changes' })
@Index({ name: 'device_changes_feed_index', properties: ['category', 'changedAt', 'deviceId'] })
export class DeviceChange {
  @PrimaryKey({ type: 'integer', autoincrement: false }) deviceId!: number;
  @PrimaryKey({ type: 'datetime' }) changedAt!: Date;
  @Enum({ items: () => DeviceCategory, nativeEnumName: 'device_category' }) category!: DeviceCategory;
}
