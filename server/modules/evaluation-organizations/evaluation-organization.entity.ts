import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

/** 評価機関: evaluators send its number and password to see evaluator-only links. */
@ObjectType()
@Entity({ tableName: 'evaluation_organizations' })
export class EvaluationOrganization extends BaseEntity {
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Field() @Property({ type: 'string', length: 64, unique: true }) number!: string;
  @Property({ type: 'text', hidden: true, lazy: true }) passwordHash!: string;
}
