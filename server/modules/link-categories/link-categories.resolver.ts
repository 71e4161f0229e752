import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Edition } from '../../core/domain.js';
import { LinkCategory } from './link-category.entity.js';
import { CategoryLevel1, LinkCategoryList, OpeningCategories, OpeningKindArg } from './link-category-graphql.dto.js';
import type { LinkCategoriesService } from './link-categories.service.js';

@Resolver(() => LinkCategory)
export class LinkCategoriesResolver {
  constructor(private readonly categoriesService: LinkCategoriesService) {}

  @Query(() => LinkCategoryList, {
    description: 'Public: categories of an edition with the number of organizations with approved links in each.',
  })
  linkCategories(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => Edition, { nullable: true }) type?: Edition,
    @Arg('level1', () => String, { nullable: true }) level1?: string,
    @Arg('level2', () => String, { nullable: true }) level2?: string,
    @Arg('level3', () => String, { nullable: true }) level3?: string,
    @Arg('categoryCode', () => String, { nullable: true }) categoryCode?: string,
  ) {
    return this.categoriesService.listWithCounts(ctx, { type, level1, level2, level3, categoryCode });
  }

  @Query(() => [CategoryLevel1], { description: 'Public: the level1 → level2 → level3 category tree of an edition.' })
  categoryLevels(@Ctx() ctx: RequestContext, @Arg('type', () => Edition, { nullable: true }) type?: Edition) {
    return this.categoriesService.levels(ctx, { type });
  }

  @Query(() => OpeningCategories, {
    description:
      'Public: house opening materials (建具) and glasses (ガラス) with the defaults; `kind` keeps the materials of that page.',
  })
  openingCategories(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => OpeningKindArg, { nullable: true }) kind?: OpeningKindArg,
  ) {
    return this.categoriesService.openingCategories(ctx, { kind });
  }
}
