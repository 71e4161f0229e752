import { BeforeCreate, BeforeUpdate, Collection, Entity, Enum, Index, OneToMany, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { trigramIndex } from '../../core/db/trigram-index.js';
import { OrganizationStatus } from '../../core/domain.js';
import { DEVICE_CATEGORY_TABLE, type CategoryManagerFlag } from '../../rules/device-categories.js';
import { normalizeName } from '../../rules/device-search.js';
// Type only: User imports Organization at run time; the relation names it by string (no import cycle).
import type { User } from '../users/user.entity.js';

/** 情報提供事業者. zip_password is kept encrypted (AES-256-GCM) because uploads must be decrypted with it. */
@ObjectType()
@Entity({ tableName: 'organizations' })
@Index(trigramIndex('organizations', 'name'))
@Index(trigramIndex('organizations', 'address'))
@Index(trigramIndex('organizations', 'tel'))
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['type'] })
@Index({ properties: ['updatedAt'] })
@Index({ properties: ['approvedAt'] })
export class Organization extends BaseEntity<
  'status' | 'belongTo' | 'message' | 'approvedAt' | ManagerFlag | 'users' | 'searchName'
> {
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Field() @Property({ type: 'string', length: 16 }) postcode!: string;
  @Field() @Property({ type: 'string', length: 255 }) address!: string;
  @Field() @Property({ type: 'string', length: 32 }) tel!: string;

  @Property({ type: 'text', lazy: true, hidden: true }) zipPasswordEncrypted!: string;

  /** The name as the product search matches it (rules/device-search.ts normalizeName), kept with every write. */
  @Property({ type: 'text', default: '', hidden: true }) searchName: string = '';

  @BeforeCreate()
  @BeforeUpdate()
  keepSearchName(): void {
    // A partial load (fields: [...]) leaves the name out: then it is not being changed either.
    if (typeof this.name === 'string') this.searchName = normalizeName(this.name);
  }

  @Field() @Property({ type: 'string', length: 8, default: '0' }) belongTo: string = '0';
  @Field() @Property({ type: 'text', default: '' }) message: string = '';
  @Field(() => Int) @Property({ type: 'smallint' }) type!: number;

  @Field(() => OrganizationStatus)
  @Enum({
    items: () => OrganizationStatus,
    nativeEnumName: 'organization_status',
    default: OrganizationStatus.registered,
  })
  status: OrganizationStatus = OrganizationStatus.registered;

  @Field() @Property({ type: 'boolean', default: false }) cogenerationManager: boolean = false;
  @Field() @Property({ type: 'boolean', default: false }) hybridWaterHeaterManager: boolean = false;
  @Field() @Property({ type: 'boolean', default: false }) electricHeatPumpManager: boolean = false;
  @Field() @Property({ type: 'boolean', default: false }) solarSystemManager: boolean = false;
  @Field() @Property({ type: 'boolean', default: false }) solarWaterHeaterManager: boolean = false;

  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) approvedAt?: Date | null;

  @OneToMany('User', 'organization')
  users = new Collection<User>(this);
}

/** The flag of each device category (server/rules/device-categories.ts), in table order. */
export const MANAGER_FLAGS: readonly CategoryManagerFlag[] = DEVICE_CATEGORY_TABLE.map((entry) => entry.managerFlag);
export type ManagerFlag = CategoryManagerFlag;
