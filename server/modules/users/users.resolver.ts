import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { CrudResolver } from '../../core/graphql/crud-resolver.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { User } from './user.entity.js';
import { PasswordChangeInput, UserInput, UserUpdateInput } from './user.inputs.js';
import type { UsersService } from './users.service.js';

/**
 * Users: `user(id)` for administrators (any user) and organization users (those of their
 * organization); an organization user adds, edits and deletes the users of their organization.
 */
@Resolver(() => User)
export class UsersResolver extends CrudResolver<User, UserInput, UsersService, UserUpdateInput>(User, UserInput, {
  readRoles: [],
  writeRoles: [Role.organization],
  updateInput: UserUpdateInput,
  descriptions: {
    one: 'Administrators any user; organization users those of their organization.',
    create: "Adds a user to the viewer's organization.",
    delete: 'Not oneself, not the last user of the organization.',
  },
}) {
  @Authorized(Role.admin)
  @Mutation(() => [User], { description: 'Lifts the lock after repeated failed sign-ins (administrators).' })
  unlockUsers(@Arg('idList', () => [Int]) idList: number[], @Ctx() ctx: RequestContext): Promise<User[]> {
    return this.service.unlock(ctx, { idList });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Changes one's own password; the user's other sessions end." })
  async changePassword(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PasswordChangeInput) input: PasswordChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await this.service.changePassword(ctx, id, input);
    return true;
  }

  @FieldResolver(() => Organization, { nullable: true })
  organization(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Organization | null> {
    return loadOrganization(ctx, user.organization);
  }
}
