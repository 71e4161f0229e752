import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** id + created_at/updated_at for every table. Never emitted itself: no field returns it. */
@ObjectType()
@Entity({ abstract: true })
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
