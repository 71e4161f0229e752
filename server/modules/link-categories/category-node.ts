import { Field, InterfaceType, Int } from 'type-graphql';
import { Edition } from '../../core/domain.js';

/**
 * What a reference-link category is wherever GraphQL shows it: the stored `Category` and the
 * counted `LinkCategory` both implement it, so the web asks for these fields once.
 */
@InterfaceType('CategoryNode', {
  description: 'A node of the reference-link category tree of one edition (level1 → level2 → level3).',
})
export abstract class CategoryNode {
  @Field(() => Int) id!: number;
  @Field() code!: string;
  @Field(() => Edition) type!: Edition;
  @Field() name!: string;
  @Field() level1!: string;
  @Field() level2!: string;
  @Field(() => String, { nullable: true }) level3?: string | null;
  @Field(() => Int) sortOrder!: number;
}
