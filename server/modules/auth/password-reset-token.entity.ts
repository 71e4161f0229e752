import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { User } from '../users/user.entity.js';

/** A single-use password reset token; only its sha256 is stored. */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ properties: ['user'] })
export class PasswordResetToken extends BaseEntity<'usedAt'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'string', length: 64, unique: true }) tokenHash!: string;
  @Property({ type: 'datetime' }) expiresAt!: Date;
  @Property({ type: 'datetime', nullable: true }) usedAt?: Date | null;
}
