import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Edition } from '../../core/domain.js';
import { User } from '../users/user.entity.js';

/** A signed-in session. The id is sha256(cookie token): a leaked table does not yield cookies. */
@Entity({ tableName: 'sessions' })
@Index({ properties: ['user'] })
@Index({ properties: ['expiresAt'] })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt' | 'ip' | 'userAgent';

  @PrimaryKey({ type: 'string', length: 64 }) id!: string;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Enum({ items: () => Edition, nativeEnumName: 'edition' }) edition!: Edition;
  @Property({ type: 'string', length: 64, default: '' }) ip: string = '';
  @Property({ type: 'string', length: 512, default: '' }) userAgent: string = '';
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) lastSeenAt: Date = new Date();
  @Property({ type: 'datetime' }) expiresAt!: Date;
}
