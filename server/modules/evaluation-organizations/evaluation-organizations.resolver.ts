import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { MasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { PageArgs, PageType } from '../../core/paging.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import { EvaluationOrganizationInput } from './evaluation-organization.inputs.js';
import type { EvaluationOrganizationsService } from './evaluation-organizations.service.js';

const EvaluationOrganizationPage = PageType('EvaluationOrganizationPage', EvaluationOrganization);

@Resolver(() => EvaluationOrganization)
export class EvaluationOrganizationsResolver extends MasterDataResolver<
  EvaluationOrganization,
  EvaluationOrganizationInput,
  EvaluationOrganizationsService
>(EvaluationOrganization, EvaluationOrganizationInput) {
  @Authorized(Role.admin)
  @Query(() => EvaluationOrganizationPage, { description: '評価機関 (administrators), by number, 25 a page.' })
  evaluationOrganizations(@Args() { page }: PageArgs, @Ctx() ctx: RequestContext) {
    return this.service.pageOf(ctx, page);
  }
}
