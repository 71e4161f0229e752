import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { trigramIndex } from '../../core/db/trigram-index.js';
import { Role } from '../../core/domain.js';
import { Organization } from '../organizations/organization.entity.js';

/** A person who signs in: an administrator, or a user of one organization. */
@ObjectType()
@Entity({ tableName: 'users' })
@Index(trigramIndex('users', 'email'))
@Index({ properties: ['organization'] })
export class User extends BaseEntity<
  'division' | 'tel' | 'failedLoginCount' | 'lockedAt' | 'lastLoginAt' | 'organization'
> {
  @Field(() => Role)
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role!: Role;

  @Field(() => Organization, { nullable: true })
  @ManyToOne(() => Organization, { nullable: true, deleteRule: 'cascade' })
  organization?: Rel<Organization> | null;

  @Field() @Property({ type: 'string', length: 255, default: '' }) division: string = '';
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Field() @Property({ type: 'string', length: 32, default: '' }) tel: string = '';

  /** Stored lower-cased; unique across the portal. */
  @Field() @Property({ type: 'string', length: 255, unique: true }) email!: string;

  @Property({ type: 'text', hidden: true, lazy: true }) passwordHash!: string;

  @Field(() => Int) @Property({ type: 'integer', default: 0 }) failedLoginCount: number = 0;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) lockedAt?: Date | null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) lastLoginAt?: Date | null;
}

// The viewer's user is this entity (auth/sessions.ts puts it there): core/context.ts knows only an id.
declare module '../../core/context.js' {
  interface ViewerUserType {
    user: User;
  }
}
