import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { DeviceCategory, PasswordType } from '../../core/domain.js';
import { Organization } from '../organizations/organization.entity.js';
import { SharedPassword } from '../shared-passwords/shared-password.entity.js';
import { User } from '../users/user.entity.js';
import type { CheckedUpload } from './upload/checked-upload.js';

/**
 * A record of one check step (who, which zip by sha256, the counts it found), kept for a day so a
 * commit can be matched to what was previewed (`committedAt`). `checked` keeps what the check read
 * (CSV records, PDF hashes) so the commit of the same zip need not read it again. Each check deletes
 * the expired records.
 */
@Entity({ tableName: 'upload_previews' })
@Index({ properties: ['organization', 'category', 'zipSha256'] })
@Index({ properties: ['expiresAt'] })
export class UploadPreview extends BaseEntity<'sharedPassword' | 'committedAt' | 'checked'> {
  @ManyToOne(() => Organization, { deleteRule: 'cascade' }) organization!: Rel<Organization>;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Enum({ items: () => DeviceCategory, nativeEnumName: 'device_category' }) category!: DeviceCategory;
  @Property({ type: 'string', length: 255 }) fileName!: string;
  @Property({ type: 'string', length: 64 }) zipSha256!: string;
  @Enum({ items: () => PasswordType, nativeEnumName: 'password_type' }) passwordType!: PasswordType;
  @ManyToOne(() => SharedPassword, { nullable: true, deleteRule: 'set null' })
  sharedPassword?: Rel<SharedPassword> | null;
  @Property({ type: 'json' }) result!: Record<string, unknown>;
  @Property({ type: 'datetime' }) expiresAt!: Date;
  @Property({ type: 'datetime', nullable: true }) committedAt?: Date | null;
  /** `json`, not `jsonb`: written once and read back whole, never queried inside (saveChecked). */
  @Property({ type: 'json', columnType: 'json', nullable: true, lazy: true }) checked?: CheckedUpload | null;
}
