import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CategoryNode } from './category-node.js';
import { LinkCategory } from './link-category.entity.js';

/** GraphQL's name for the opening pages (see opening.ts). */
export enum OpeningKindArg {
  windows = 'windows',
  doors = 'doors',
  glasses = 'glasses',
}
registerEnumType(OpeningKindArg, { name: 'OpeningKind', description: 'windows = 窓, doors = ドア, glasses = ガラス' });

/** A category with how many organizations have approved public links in it (GraphQL `LinkCategory`). */
@ObjectType('LinkCategory', { implements: CategoryNode })
export class CountedLinkCategory extends CategoryNode {
  @Field(() => Int, { description: 'organizations with approved public links in this category' })
  organizationCount!: number;
}

@ObjectType()
export class LinkCategoryList {
  @Field(() => [CountedLinkCategory]) items!: CountedLinkCategory[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class CategoryLevel3 {
  @Field() name!: string;
  @Field(() => [LinkCategory]) categories!: LinkCategory[];
}

@ObjectType()
export class CategoryLevel2 {
  @Field() name!: string;
  @Field(() => [CategoryLevel3]) level3s!: CategoryLevel3[];
  @Field(() => [LinkCategory], { description: 'categories with no level3' }) categories!: LinkCategory[];
}

@ObjectType()
export class CategoryLevel1 {
  @Field() name!: string;
  @Field(() => [CategoryLevel2]) level2s!: CategoryLevel2[];
}

@ObjectType()
export class OpeningCategories {
  @Field(() => [LinkCategory], { description: 'level3 ガラス' }) glasses!: LinkCategory[];
  @Field(() => [LinkCategory], {
    description: 'level3 建具 that fit the page: window sashes for windows, doors (ドア…) for doors',
  })
  materials!: LinkCategory[];
  @Field() defaultMaterialCode!: string;
  @Field() defaultGlassCode!: string;
}
