import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { MasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { PageArgs, PageType } from '../../core/paging.js';
import { SharedPassword } from './shared-password.entity.js';
import { SharedPasswordChoice } from './shared-password-choice-graphql.dto.js';
import { SharedPasswordInput } from './shared-password.inputs.js';
import type { SharedPasswordsService } from './shared-passwords.service.js';

const SharedPasswordPage = PageType('SharedPasswordPage', SharedPassword);

@Resolver(() => SharedPassword)
export class SharedPasswordsResolver extends MasterDataResolver<
  SharedPassword,
  SharedPasswordInput,
  SharedPasswordsService
>(SharedPassword, SharedPasswordInput) {
  @Authorized(Role.admin)
  @Query(() => SharedPasswordPage, {
    description: '共用ファイルアップロード用パスワード (administrators), 25 a page. Never the password.',
  })
  sharedPasswords(@Args() { page }: PageArgs, @Ctx() ctx: RequestContext) {
    return this.service.list(ctx, { page });
  }

  @Authorized()
  @Query(() => [SharedPasswordChoice], {
    description: 'Ids and names of the shared passwords, for choosing one when uploading.',
  })
  sharedPasswordChoices(@Ctx() ctx: RequestContext) {
    return this.service.choices(ctx);
  }
}
