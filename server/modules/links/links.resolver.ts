import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Edition, Role } from '../../core/domain.js';
import { LinkCategory } from '../link-categories/link-category.entity.js';
import { OpeningKindArg } from '../link-categories/link-category-graphql.dto.js';
import { loadOrganization } from '../organizations/organization.loader.js';
import { Organization } from '../organizations/organization.entity.js';
import { Link } from './link.entity.js';
import { LinkFilterInput, LinkInput, PublicLinkFilterInput } from './link.inputs.js';
import { visibleMemo } from './link.memo.js';
import { managesOrganization } from '../../policies/viewer.policy.js';
import { CategoryOrganizations, LinkPage, OpeningLinks } from './link-graphql.dto.js';
import type { LinksService } from './links.service.js';
import type { PublicLinksService } from './public-links.service.js';

@Resolver(() => Link)
export class LinksResolver {
  constructor(
    private readonly linksService: LinksService,
    private readonly publicLinksService: PublicLinksService,
  ) {}

  @Authorized()
  @Query(() => LinkPage, { description: 'Administrators: every link; organization users: their own. 25 a page.' })
  links(
    @Arg('filter', () => LinkFilterInput, { nullable: true }) filter: LinkFilterInput | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.linksService.list(ctx, filter ?? {});
  }

  @Authorized()
  @Query(() => Link)
  link(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.linksService.get(ctx, id);
  }

  @Query(() => LinkPage, { description: 'Public: approved, non-evaluator links.' })
  publicLinks(
    @Arg('filter', () => PublicLinkFilterInput, { nullable: true }) filter: PublicLinkFilterInput | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.publicLinksService.list(ctx, filter ?? {});
  }

  @Query(() => [Link], { description: 'Public: recently approved links, newest first.' })
  newLinks(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => Edition, { nullable: true }) type?: Edition,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return this.publicLinksService.newLinks(ctx, { type, limit });
  }

  @Query(() => CategoryOrganizations, {
    description: 'Public: the organizations with their approved links in one category.',
  })
  categoryOrganizations(@Arg('categoryCode', () => String) categoryCode: string, @Ctx() ctx: RequestContext) {
    return this.publicLinksService.categoryOrganizations(ctx, categoryCode);
  }

  @Query(() => OpeningLinks, {
    description:
      'Public: makers\u2019 links for a house opening material (建具) and glass (ガラス), each in its own list.',
  })
  openingLinks(
    @Arg('kind', () => OpeningKindArg) kind: OpeningKindArg,
    @Ctx() ctx: RequestContext,
    @Arg('material', () => String, { nullable: true }) material?: string,
    @Arg('glass', () => String, { nullable: true }) glass?: string,
  ) {
    return this.publicLinksService.opening(ctx, kind, { material, glass });
  }

  @Query(() => [Link], {
    description: 'Evaluators: evaluator-only links with memos, after an evaluation organization number and password.',
  })
  evaluatorLinks(
    @Arg('number', () => String) number: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: RequestContext,
    @Arg('type', () => Edition, { nullable: true }) type?: Edition,
    @Arg('categoryCodes', () => [String], {
      nullable: true,
      description: 'only these categories (the page the evaluator is on)',
    })
    categoryCodes?: string[],
  ) {
    return this.publicLinksService.evaluatorLinks(ctx, { number, password, type, categoryCodes });
  }

  @Authorized()
  @Mutation(() => Link, { description: 'Organization users: a new link, unapproved.' })
  createLink(@Arg('input', () => LinkInput) input: LinkInput, @Ctx() ctx: RequestContext) {
    return this.linksService.create(ctx, input);
  }

  @Authorized()
  @Mutation(() => Link, {
    description: 'Organization users, own links: a changed url or category needs approval again.',
  })
  updateLink(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LinkInput) input: LinkInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.linksService.update(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteLink(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await this.linksService.delete(ctx, id);
    return true;
  }

  @Authorized(Role.admin)
  @Mutation(() => Link)
  approveLink(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.linksService.setApproved(ctx, id, true);
  }

  @Authorized(Role.admin)
  @Mutation(() => Link)
  disapproveLink(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.linksService.setApproved(ctx, id, false);
  }

  /** The organization record (contact data, flags) only for administrators and the owner; visitors get organizationName. */
  @FieldResolver(() => Organization, { nullable: true })
  organization(@Root() link: Link, @Ctx() ctx: RequestContext) {
    return managesOrganization(ctx.viewer, link.organization.id) ? loadOrganization(ctx, link.organization) : null;
  }

  @FieldResolver(() => String)
  async organizationName(@Root() link: Link, @Ctx() ctx: RequestContext) {
    return (await loadOrganization(ctx, link.organization))?.name ?? '';
  }

  @FieldResolver(() => LinkCategory)
  category(@Root() link: Link, @Ctx() ctx: RequestContext) {
    return this.linksService.category(ctx, link);
  }

  @FieldResolver(() => String)
  async categoryCode(@Root() link: Link, @Ctx() ctx: RequestContext) {
    return (await this.category(link, ctx))?.code ?? '';
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Evaluator links only: to administrators, the owner, or an evaluator who signed in with number + password.',
  })
  memo(@Root() link: Link, @Ctx() ctx: RequestContext) {
    return visibleMemo(ctx, link);
  }
}
