import { Arg, Args, Authorized, Ctx, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { InformationShowType, Role } from '../../core/domain.js';
import { MasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { PageArgs, PageType } from '../../core/paging.js';
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
export class InformationResolver extends MasterDataResolver<Information, InformationInput, InformationService>(
  Information,
  InformationInput,
) {
  @Authorized(Role.admin)
  @Query(() => InformationPage, {
    description: 'お知らせ (administrators), newest first, 25 a page, optionally by show type.',
  })
  informationList(
    @Args() { page }: PageArgs,
    @Arg('showType', () => InformationShowType, { nullable: true }) showType: InformationShowType | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.service.list(ctx, { page, showType });
  }

  @Query(() => InformationPage, {
    description: 'Published notices for an audience, newest first. Public except the organization audience.',
  })
  notices(
    @Arg('audience', () => NoticeAudience) audience: NoticeAudience,
    @Args() { page }: PageArgs,
    @Ctx() ctx: RequestContext,
  ) {
    return this.service.published(ctx, { audience, page });
  }
}
