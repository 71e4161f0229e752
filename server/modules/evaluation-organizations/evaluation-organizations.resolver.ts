import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { MasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { PageType } from '../../core/paging.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import { EvaluationOrganizationInput } from './evaluation-organization.inputs.js';
import type { EvaluationOrganizationsService } from './evaluation-organizations.service.js';

const EvaluationOrganizationPage = PageType('EvaluationOrganizationPage', EvaluationOrganization);

@Resolver(() => EvaluationOrganization)
export class EvaluationOrganizationsResolver extends MasterDataResolver(
  EvaluationOrganization,
  EvaluationOrganizationInput,
) {
  constructor(private readonly evaluationOrganizationsService: EvaluationOrganizationsService) {
    super(evaluationOrganizationsService);
  }

  @Authorized(Role.admin)
  @Query(() => EvaluationOrganizationPage, { description: '評価機関 (administrators), by number, 25 a page.' })
  evaluationOrganizations(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.evaluationOrganizationsService.pageOf(ctx, page);
  }
}
