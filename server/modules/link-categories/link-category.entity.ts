import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Edition } from '../../core/domain.js';
import { CategoryNode } from './category-node.js';

/**
 * A node of the reference-link category tree of one edition (level1 → level2 → level3); not a
 * device category (DeviceCategory). GraphQL keeps its first name, `Category`, for existing clients.
 */
@ObjectType('Category', { implements: CategoryNode })
@Entity({ tableName: 'categories' })
@Index({ properties: ['type', 'level1', 'level2', 'level3'] })
export class LinkCategory extends BaseEntity<'level3' | 'sortOrder'> {
  @Field() @Property({ type: 'string', length: 32, unique: true }) code!: string;
  @Field(() => Edition) @Enum({ items: () => Edition, nativeEnumName: 'edition' }) type!: Edition;
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Field() @Property({ type: 'string', length: 255 }) level1!: string;
  @Field() @Property({ type: 'string', length: 255 }) level2!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 255, nullable: true }) level3?:
    string | null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) sortOrder: number = 0;
}
