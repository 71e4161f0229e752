import { Arg, Authorized, Ctx, Int, Mutation, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { InformationShowType, Role } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { Information } from './information.entity.js';
import { InformationInput, NoticeAudience } from './information.inputs.js';
import type { InformationService } from './information.service.js';

registerEnumType(NoticeAudience, {
  name: 'NoticeAudience',
  description:
    'house = 住宅版トップ (house + both), building = 非住宅版トップ (building + both), organization = 情報提供事業者 (signed in)',
});

const InformationPage = PageType('InformationPage', Information);

@Resolver(() => Information)
export class InformationResolver {
  constructor(private readonly informationService: InformationService) {}

  @Authorized(Role.admin)
  @Query(() => InformationPage, {
    description: 'お知らせ (administrators), newest first, 25 a page, optionally by show type.',
  })
  informationList(
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Arg('showType', () => InformationShowType, { nullable: true }) showType: InformationShowType | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.informationService.list(ctx, { page, showType });
  }

  @Query(() => InformationPage, {
    description: 'Published notices for an audience, newest first. Public except the organization audience.',
  })
  notices(
    @Arg('audience', () => NoticeAudience) audience: NoticeAudience,
    @Arg('page', () => Int, { nullable: true }) page: number | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.informationService.published(ctx, { audience, page });
  }

  @Authorized(Role.admin)
  @Query(() => Information)
  information(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.informationService.get(ctx, id);
  }

  @Authorized(Role.admin)
  @Mutation(() => Information)
  createInformation(@Arg('input', () => InformationInput) input: InformationInput, @Ctx() ctx: RequestContext) {
    return this.informationService.create(ctx, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Information)
  updateInformation(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => InformationInput) input: InformationInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.informationService.update(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean)
  async deleteInformation(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.informationService.delete(ctx, id);
    return true;
  }
}
