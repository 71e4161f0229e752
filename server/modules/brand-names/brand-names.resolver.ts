import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { MasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { PageArgs, PageType } from '../../core/paging.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { BrandName } from './brand-name.entity.js';
import { BrandNameInput } from './brand-name.inputs.js';
import type { BrandNamesService } from './brand-names.service.js';

const BrandNamePage = PageType('BrandNamePage', BrandName);

@Resolver(() => BrandName)
export class BrandNamesResolver extends MasterDataResolver<BrandName, BrandNameInput, BrandNamesService>(
  BrandName,
  BrandNameInput,
) {
  @Authorized(Role.admin)
  @Query(() => BrandNamePage, { description: 'ブランド事業者 (administrators), 25 a page.' })
  brandNames(@Args() { page }: PageArgs, @Ctx() ctx: RequestContext) {
    return this.service.list(ctx, { page });
  }

  @Authorized(Role.admin)
  @Query(() => [Organization], {
    description: 'Approved organizations, the choices for a brand name (administrators).',
  })
  brandNameOrganizations(@Ctx() ctx: RequestContext) {
    return this.service.organizationChoices(ctx);
  }

  @FieldResolver(() => Organization)
  organization(@Root() brandName: BrandName, @Ctx() ctx: RequestContext) {
    return loadOrganization(ctx, brandName.organization);
  }
}
