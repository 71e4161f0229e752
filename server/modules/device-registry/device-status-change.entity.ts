import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { DeviceStatus } from '../../core/domain.js';
import { User } from '../users/user.entity.js';
import { Device } from './device.entity.js';

/** History of a device: who moved it from which status to which, when, and why. */
@Entity({ tableName: 'device_status_changes' })
@Index({ properties: ['device', 'createdAt'] })
export class DeviceStatusChange extends BaseEntity<'fromStatus' | 'reasons' | 'note' | 'canceledAt' | 'actor'> {
  @ManyToOne(() => Device, { deleteRule: 'cascade' }) device!: Rel<Device>;
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' }) actor?: Rel<User> | null;

  @Enum({ items: () => DeviceStatus, nativeEnumName: 'device_status', nullable: true })
  fromStatus?: DeviceStatus | null;
  @Enum({ items: () => DeviceStatus, nativeEnumName: 'device_status' }) toStatus!: DeviceStatus;

  @Property({ type: 'json', default: '[]' }) reasons: string[] = [];
  @Property({ type: 'text', default: '' }) note: string = '';
  @Property({ type: 'date', nullable: true }) canceledAt?: string | null;
}
