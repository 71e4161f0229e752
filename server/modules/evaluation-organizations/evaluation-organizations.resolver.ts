import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import { EvaluationOrganizationInput } from './evaluation-organization.inputs.js';
import type { EvaluationOrganizationsService } from './evaluation-organizations.service.js';

const EvaluationOrganizationPage = PageType('EvaluationOrganizationPage', EvaluationOrganization);

@Resolver(() => EvaluationOrganization)
export class EvaluationOrganizationsResolver {
  constructor(private readonly evaluationOrganizationsService: EvaluationOrganizationsService) {}

  @Authorized(Role.admin)
  @Query(() => EvaluationOrganizationPage, { description: '評価機関 (administrators), by number, 25 a page.' })
  evaluationOrganizations(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.evaluationOrganizationsService.page(ctx, page);
  }

  @Authorized(Role.admin)
  @Query(() => EvaluationOrganization)
  evaluationOrganization(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.evaluationOrganizationsService.get(ctx, id);
  }

  @Authorized(Role.admin)
  @Mutation(() => EvaluationOrganization)
  createEvaluationOrganization(
    @Arg('input', () => EvaluationOrganizationInput) input: EvaluationOrganizationInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.evaluationOrganizationsService.create(ctx, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => EvaluationOrganization)
  updateEvaluationOrganization(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EvaluationOrganizationInput) input: EvaluationOrganizationInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.evaluationOrganizationsService.update(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean)
  async deleteEvaluationOrganization(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.evaluationOrganizationsService.delete(ctx, id);
    return true;
  }
}
