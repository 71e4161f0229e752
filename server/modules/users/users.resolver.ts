import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { Organization } from '../organizations/organization.entity.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { User } from './user.entity.js';
import { PasswordChangeInput, UserInput, UserUpdateInput } from './user.inputs.js';
import type { UsersService } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly usersService: UsersService) {}

  @Authorized(Role.admin)
  @Mutation(() => [User], { description: 'Lifts the lock after repeated failed sign-ins (administrators).' })
  unlockUsers(@Arg('idList', () => [Int]) idList: number[], @Ctx() ctx: RequestContext): Promise<User[]> {
    return this.usersService.unlock(ctx, { idList });
  }

  @Authorized()
  @Query(() => User, { description: 'Administrators any user; organization users those of their organization.' })
  user(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<User> {
    return this.usersService.get(ctx, id);
  }

  @Authorized(Role.organization)
  @Mutation(() => User, { description: "Adds a user to the viewer's organization." })
  createUser(@Arg('input', () => UserInput) input: UserInput, @Ctx() ctx: RequestContext): Promise<User> {
    return this.usersService.create(ctx, input);
  }

  @Authorized(Role.organization)
  @Mutation(() => User)
  updateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserUpdateInput) input: UserUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return this.usersService.update(ctx, id, input);
  }

  @Authorized(Role.organization)
  @Mutation(() => Boolean, { description: 'Not oneself, not the last user of the organization.' })
  async deleteUser(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.usersService.delete(ctx, id);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Changes one's own password; the user's other sessions end." })
  async changePassword(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PasswordChangeInput) input: PasswordChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await this.usersService.changePassword(ctx, id, input);
    return true;
  }

  @FieldResolver(() => Organization, { nullable: true })
  organization(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Organization | null> {
    return loadOrganization(ctx, user.organization);
  }
}
