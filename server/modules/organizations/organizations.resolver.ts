import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { PageType } from '../../core/paging.js';
import { User } from '../users/user.entity.js';
import { Organization } from './organization.entity.js';
import {
  ManagerFlagsInput,
  OrganizationFilter,
  OrganizationUpdateInput,
  RegistrationInput,
  ZipPasswordChangeInput,
} from './organization.inputs.js';
import type { RegistrationService } from './registration.service.js';
import type { OrganizationsService } from './organizations.service.js';

const OrganizationPage = PageType('OrganizationPage', Organization);

@Resolver(() => Organization)
export class OrganizationsResolver {
  constructor(
    private readonly registrationService: RegistrationService,
    private readonly organizationsService: OrganizationsService,
  ) {}

  @Mutation(() => Organization, {
    description: 'Public registration: the organization starts registered with every manager flag false.',
  })
  register(@Arg('input', () => RegistrationInput) input: RegistrationInput, @Ctx() ctx: RequestContext) {
    return this.registrationService.register(ctx, input);
  }

  @Authorized(Role.admin)
  @Query(() => OrganizationPage, { description: '情報提供事業者 (administrators), 25 a page, with the list filters.' })
  organizations(
    @Arg('filter', () => OrganizationFilter, { nullable: true }) filter: OrganizationFilter | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.organizationsService.list(ctx, filter ?? {});
  }

  @Authorized()
  @Query(() => Organization, { description: 'Administrators any organization; organization users only their own.' })
  organization(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.organizationsService.get(ctx, id);
  }

  @Authorized()
  @Mutation(() => Organization, { description: 'Profile; the manager flags only when an administrator sends them.' })
  updateOrganization(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => OrganizationUpdateInput) input: OrganizationUpdateInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.organizationsService.update(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Organization, { description: 'Approves (or re-enables) with the five manager flags.' })
  approveOrganization(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ManagerFlagsInput) input: ManagerFlagsInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.organizationsService.approve(ctx, id, input);
  }

  @Authorized(Role.admin)
  @Mutation(() => Organization, { description: "Disables; the organization's users are signed out at once." })
  disableOrganization(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.organizationsService.disable(ctx, id);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: 'Refused while the organization has published devices.' })
  async deleteOrganization(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.organizationsService.delete(ctx, id);
    return true;
  }

  @Authorized(Role.organization)
  @Mutation(() => Boolean, { description: "Changes the organization's file-upload (zip) password." })
  async changeZipPassword(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ZipPasswordChangeInput) input: ZipPasswordChangeInput,
    @Ctx() ctx: RequestContext,
  ) {
    await this.organizationsService.changeZipPassword(ctx, id, input);
    return true;
  }

  @FieldResolver(() => [User], { description: 'Its users (administrators, or users of this organization).' })
  users(@Root() organization: Organization, @Ctx() ctx: RequestContext) {
    return this.organizationsService.users(ctx, organization.id);
  }
}
