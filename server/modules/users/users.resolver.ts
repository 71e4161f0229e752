import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { User } from './user.entity.js';

@Resolver(() => User)
export class UsersResolver {
  @Authorized(Role.admin)
  @Mutation(() => [User], { description: 'Lifts the lock after repeated failed sign-ins (administrators).' })
  unlockUsers(@Arg('idList', () => [Int]) idList: number[], @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.services.users.unlock(ctx, { idList });
  }

  @FieldResolver(() => Organization, { nullable: true })
  organization(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Organization | null> {
    return loadOrganization(ctx, user.organization);
  }
}
