import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { MailFailureType } from './mail-failure-graphql.dto.js';
import type { MailFailuresService } from './mail-failures.service.js';

@Resolver(() => MailFailureType)
export class MailFailuresResolver {
  constructor(private readonly mailFailuresService: MailFailuresService) {}

  @Authorized(Role.admin)
  @Query(() => [MailFailureType], {
    description: 'Mail the queue could not deliver yet, given-up mail first (administrators).',
  })
  mailFailures(@Ctx() ctx: RequestContext) {
    return this.mailFailuresService.list(ctx);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: 'Sends a failed mail again now, with a fresh set of attempts.' })
  async resendMail(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.mailFailuresService.resend(ctx, id);
    return true;
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: 'Removes a failed mail from the queue for good.' })
  async discardMail(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.mailFailuresService.discard(ctx, id);
    return true;
  }
}
