import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Counted events for throttling (failed logins, failed evaluator checks, reset mails), kept in
 * PostgreSQL so limits survive restarts and hold across app processes.
 */
@Entity({ tableName: 'throttle_events' })
@Index({ properties: ['scope', 'key', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class ThrottleEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true }) id!: string;
  @Property({ type: 'string', length: 32 }) scope!: string;
  @Property({ type: 'string', length: 512 }) key!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
