import { Entity, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { trigramIndex } from '../../core/db/trigram-index.js';
import { Organization } from '../organizations/organization.entity.js';

/** ブランド事業者: a brand under which an organization's devices are sold. */
@ObjectType()
@Entity({ tableName: 'brand_names' })
@Index(trigramIndex('brand_names', 'name'))
@Index({ properties: ['organization'] })
@Index({ properties: ['name'] })
export class BrandName extends BaseEntity<'note'> {
  @Field() @Property({ type: 'string', length: 255 }) name!: string;

  @Field(() => Organization)
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Field() @Property({ type: 'text', default: '' }) note: string = '';
}
