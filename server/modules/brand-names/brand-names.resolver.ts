import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { PagedMasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { BrandName } from './brand-name.entity.js';
import { BrandNameInput } from './brand-name.inputs.js';
import type { BrandNamesService } from './brand-names.service.js';

@Resolver(() => BrandName)
export class BrandNamesResolver extends PagedMasterDataResolver<BrandName, BrandNameInput, BrandNamesService>(
  BrandName,
  BrandNameInput,
  { name: 'brandNames', description: 'ブランド事業者 (administrators), 25 a page.' },
) {
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
