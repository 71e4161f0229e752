import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { PagedMasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { SharedPassword } from './shared-password.entity.js';
import { SharedPasswordChoice } from './shared-password-choice-graphql.dto.js';
import { SharedPasswordInput } from './shared-password.inputs.js';
import type { SharedPasswordsService } from './shared-passwords.service.js';

@Resolver(() => SharedPassword)
export class SharedPasswordsResolver extends PagedMasterDataResolver<
  SharedPassword,
  SharedPasswordInput,
  SharedPasswordsService
>(SharedPassword, SharedPasswordInput, {
  name: 'sharedPasswords',
  description: '共用ファイルアップロード用パスワード (administrators), 25 a page. Never the password.',
}) {
  @Authorized()
  @Query(() => [SharedPasswordChoice], {
    description: 'Ids and names of the shared passwords, for choosing one when uploading.',
  })
  sharedPasswordChoices(@Ctx() ctx: RequestContext) {
    return this.service.choices(ctx);
  }
}
