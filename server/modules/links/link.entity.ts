import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Edition } from '../../core/domain.js';
import { LinkCategory } from '../link-categories/link-category.entity.js';
import { Organization } from '../organizations/organization.entity.js';

/** A maker's reference link under a category; public once approved. memo only for evaluator links. */
@ObjectType()
@Entity({ tableName: 'links' })
@Index({ properties: ['type', 'approved', 'forEvaluator', 'category'] })
@Index({ properties: ['organization'] })
@Index({ properties: ['category'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['updatedAt'] })
@Index({ properties: ['approvedAt'] })
export class Link extends BaseEntity<'type' | 'forEvaluator' | 'memo' | 'approved' | 'approvedAt'> {
  /** Administrators and the owner only (resolver); public answers carry organizationName instead. */
  @Field(() => Organization, { nullable: true })
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Field(() => LinkCategory)
  @ManyToOne(() => LinkCategory, { deleteRule: 'restrict' })
  category!: Rel<LinkCategory>;

  @Field() @Property({ type: 'string', length: 2048 }) url!: string;
  @Field(() => Edition)
  @Enum({ items: () => Edition, nativeEnumName: 'edition', default: Edition.house })
  type: Edition = Edition.house;
  @Field() @Property({ type: 'boolean', default: false }) forEvaluator: boolean = false;
  /** Evaluator links only; never exposed as a plain field (resolvers decide). */
  @Property({ type: 'text', nullable: true }) memo?: string | null;
  @Field() @Property({ type: 'boolean', default: false }) approved: boolean = false;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) approvedAt?: Date | null;
}
