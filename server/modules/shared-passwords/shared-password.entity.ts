import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

/** 共用ファイルアップロード用パスワード: a zip password several organizations may upload with. */
@ObjectType()
@Entity({ tableName: 'shared_passwords' })
export class SharedPassword extends BaseEntity<'note'> {
  @Field() @Property({ type: 'string', length: 255 }) name!: string;
  @Property({ type: 'text', hidden: true, lazy: true }) zipPasswordEncrypted!: string;
  @Field() @Property({ type: 'text', default: '' }) note: string = '';
}
