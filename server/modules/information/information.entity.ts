import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';
import { InformationShowType } from '../../core/domain.js';

/** お知らせ. show_users is kept for the legacy API and always 0. */
@ObjectType()
@Entity({ tableName: 'information' })
@Index({ properties: ['showType', 'publishedAt'] })
export class Information extends BaseEntity<'showUsers'> {
  @Field() @Property({ type: 'string', length: 255 }) title!: string;
  @Field() @Property({ type: 'text' }) body!: string;

  @Field(() => InformationShowType)
  @Enum({ items: () => InformationShowType, nativeEnumName: 'information_show_type' })
  showType!: InformationShowType;

  @Field(() => Int) @Property({ type: 'smallint', default: 0 }) showUsers: number = 0;
  @Field(() => Date) @Property({ type: 'datetime' }) publishedAt!: Date;
}
