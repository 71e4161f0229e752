import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { SharedPassword } from './shared-password.entity.js';
import { SharedPasswordChoice } from './shared-password-choice-graphql.dto.js';
import { SharedPasswordInput } from './shared-password.inputs.js';
import type { SharedPasswordsService } from './shared-passwords.service.js';

const SharedPasswordPage = PageType('SharedPasswordPage', SharedPassword);

@Resolver(() => SharedPassword)
export class SharedPasswordsResolver {
  constructor(private readonly sharedPasswordsService: SharedPasswordsService) {}

  @Authorized(Role.admin)
  @Query(() => SharedPasswordPage, {
    description: '共用ファイルアップロード用パスワード (administrators), 25 a page. Never the password.',
  })
  sharedPasswords(@Arg('page', () => Int, { nullable: true }) page: number | undefined, @Ctx() ctx: RequestContext) {
    return this.sharedPasswordsService.list(ctx, { page });
  }

  @Authorized()
  @Query(() => [SharedPasswordChoice], {
    description: 'Ids and names of the shared passwords, for choosing one when uploading.',
  })
  sharedPasswordChoices(@Ctx() ctx: RequestContext) {
    return this.sharedPasswordsService.choices(ctx);
  }

  @Authorized(Role.admin)
  @Query(() => SharedPassword)
  sharedPassword(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.sharedPasswordsService.get(ctx, id);
  }

  @Authorized(Role.admin)
  @Mutation(() => SharedPassword)
  createSharedPassword(
    @Arg('input', () => SharedPasswordInput) input: SharedPasswordInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.sharedPasswordsService.create(ctx, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => SharedPassword)
  updateSharedPassword(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SharedPasswordInput) input: SharedPasswordInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.sharedPasswordsService.update(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean)
  async deleteSharedPassword(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.sharedPasswordsService.delete(ctx, id);
    return true;
  }
}
