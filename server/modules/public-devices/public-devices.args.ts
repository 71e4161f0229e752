import { ArgsType, Field, Int } from 'type-graphql';
import { DeviceCategory } from '../../core/domain.js';
import { CATEGORY_ARG, INCLUDE_EXPIRED_ARG, PublicDeviceFilterInput } from './public-devices.inputs.js';

/** The `category` argument of every public query (and of the change feed, which extends it). */
@ArgsType()
export class PublicCategoryArgs {
  @Field(() => DeviceCategory, { description: CATEGORY_ARG }) category!: DeviceCategory;
}

/** One public device: its category and id, canceled devices only when asked. */
@ArgsType()
export class PublicDeviceRefArgs extends PublicCategoryArgs {
  @Field(() => Int, { description: 'The device id' }) id!: number;
  @Field(() => Boolean, { nullable: true, description: INCLUDE_EXPIRED_ARG }) includeExpired?: boolean;
}

/** A page of a category's public list: page numbers, or first/after for cursor paging. */
@ArgsType()
export class PublicDeviceListArgs extends PublicCategoryArgs {
  @Field(() => PublicDeviceFilterInput, { nullable: true, description: 'Brand name and date filters' })
  filter?: PublicDeviceFilterInput;
  @Field(() => Int, { nullable: true, description: 'Page number from 1 (25 a page)' }) page?: number;
  @Field(() => Int, { nullable: true, description: 'Page size for cursor paging, at most 100 (instead of page)' })
  first?: number;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page' }) after?: string;
}
