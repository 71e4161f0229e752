import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One fixed-window request counter per client and bucket. Kept in PostgreSQL (the only stateful
 * part), so every app process behind a load balancer counts against the same limit.
 */
@Entity({ tableName: 'rate_limit_windows' })
export class RateLimitWindow {
  @PrimaryKey({ type: 'string', length: 200 }) key!: string;
  @PrimaryKey({ type: 'datetime' }) windowStart!: Date;
  @Property({ type: 'integer', default: 0 }) hits: number = 0;
}
