import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { BrandName } from './brand-name.entity.js';
import { BrandNameInput } from './brand-name.inputs.js';
import type { BrandNamesService } from './brand-names.service.js';

const BrandNamePage = PageType('BrandNamePage', BrandName);

@Resolver(() => BrandName)
export class BrandNamesResolver {
  constructor(private readonly brandNamesService: BrandNamesService) {}

  @Authorized(Role.admin)
  @Query(() => BrandNamePage, { description: 'ブランド事業者 (administrators), 25 a page.' })
  brandNames(@Arg('page', () => Int, { nullable: true }) page: number | undefined, @Ctx() ctx: RequestContext) {
    return this.brandNamesService.list(ctx, { page });
  }

  @Authorized(Role.admin)
  @Query(() => [Organization], {
    description: 'Approved organizations, the choices for a brand name (administrators).',
  })
  brandNameOrganizations(@Ctx() ctx: RequestContext) {
    return this.brandNamesService.organizationChoices(ctx);
  }

  @Authorized(Role.admin)
  @Query(() => BrandName)
  brandName(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.brandNamesService.get(ctx, id);
  }

  @Authorized(Role.admin)
  @Mutation(() => BrandName)
  createBrandName(@Arg('input', () => BrandNameInput) input: BrandNameInput, @Ctx() ctx: RequestContext) {
    return this.brandNamesService.create(ctx, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => BrandName)
  updateBrandName(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BrandNameInput) input: BrandNameInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.brandNamesService.update(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean)
  async deleteBrandName(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.brandNamesService.delete(ctx, id);
    return true;
  }

  @FieldResolver(() => Organization)
  organization(@Root() brandName: BrandName, @Ctx() ctx: RequestContext) {
    return loadOrganization(ctx, brandName.organization);
  }
}
