import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

/**
 * 評価機関: evaluators send its number and password to see evaluator-only links. Numbers are kept
 * as typed but unique and looked up without regard to case (EV-0001 and ev-0001 are one number).
 */
@ObjectType()
@Entity({ tableName: 'evaluation_organizations' })
@Unique({
  name: 'evaluation_organizations_number_lower_unique',
  expression:
    'create unique index "evaluation_organizations_number_lower_unique" on "evaluation_organizations" (lower("number"))',
})
export class EvaluationOrganization extends BaseEntity {
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Field() @Property({ type: 'string', length: 64 }) number!: string;
  @Property({ type: 'text', hidden: true, lazy: true }) passwordHash!: string;
}
