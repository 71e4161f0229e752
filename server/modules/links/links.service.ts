import type { RequestContext } from '../../core/context.js';
import { Edition, Role } from '../../core/domain.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin, requireOrganizationUser, requireViewer } from '../../core/access.js';
import { authorizeManaged } from '../../policies/authorize.js';
import { hasControlCharacters, validateInput } from '../../core/validation.js';
import { LinkCategory } from '../link-categories/link-category.entity.js';
import { linkListWhere } from './link-filters.js';
import { Link } from './link.entity.js';
import { linkCategoryCode, linkFilterSchema, linkSchema } from './link.inputs.js';
import { LINK_MESSAGES } from '../../rules/link-fields.js';

export const LINK_NOT_FOUND = 'リンクが見つかりません';
const POPULATE = ['organization', 'category'] as const;
/** Newest first, on the screen and in the PDF. */
const ORDER: ListOrder<Link> = { id: 'desc' };

export interface LinkList extends Page<Link> {
  category: LinkCategory | null;
}

/** Organizations manage their own links; administrators list, approve and delete any link. */
export class LinksService {
  /** A link's category, batched across the links of one request (GraphQL field). */
  category(ctx: RequestContext, link: Link): Promise<LinkCategory | null> {
    return ctx.em.getReference(LinkCategory, link.category.id, { wrapped: true }).load({ dataloader: true });
  }

  /** Administrators: every link; organization users: their own. Filters of SPEC §3. */
  async list(ctx: RequestContext, rawFilter: unknown): Promise<LinkList> {
    const ownerId = this.ownerOf(ctx);
    const f = await validateInput(linkFilterSchema, rawFilter);
    const page = await findPage(ctx.em, Link, linkListWhere(f, ownerId), f.page, {
      orderBy: ORDER,
      populate: POPULATE,
    });
    const category = f.categoryCode ? await ctx.em.findOne(LinkCategory, { code: f.categoryCode }) : null;
    return { ...page, category };
  }

  /** Every link of the list's filter for the PDF export (an organization: its own), streamed in batches. */
  async exportRows(ctx: RequestContext, rawFilter: unknown): Promise<AsyncGenerator<Link>> {
    const f = await validateInput(linkFilterSchema, rawFilter);
    return iterateAll(ctx.em, Link, linkListWhere(f, this.ownerOf(ctx)), { orderBy: ORDER, populate: POPULATE });
  }

  /** Whose links a viewer's list holds: an organization user's own; undefined for administrators (all). */
  private ownerOf(ctx: RequestContext): number | undefined {
    const viewer = requireViewer(ctx);
    return viewer.role === Role.admin ? undefined : requireOrganizationUser(ctx).organizationId;
  }

  async get(ctx: RequestContext, id: number): Promise<Link> {
    const viewer = requireViewer(ctx);
    const link = await findOr404(ctx.em, Link, id, LINK_NOT_FOUND, { populate: POPULATE });
    authorizeManaged(viewer, link.organization.id, LINK_NOT_FOUND);
    return link;
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<Link> {
    const viewer = requireOrganizationUser(ctx);
    const { input, category } = await this.validLink(ctx, rawInput);
    const link = ctx.em.create(Link, {
      organization: viewer.organizationId,
      category,
      url: input.url,
      type: input.type,
      forEvaluator: input.forEvaluator,
      memo: input.forEvaluator ? (input.memo ?? null) : null,
      approved: false,
      approvedAt: null,
    });
    await ctx.em.persistAndFlush(link);
    await ctx.em.populate(link, ['organization']);
    return link;
  }

  /**
   * A changed url or category needs a new approval, and so does an evaluator link becoming public:
   * the administrator approved it for evaluators only. A memo is kept only on evaluator links.
   */
  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<Link> {
    const viewer = requireOrganizationUser(ctx);
    const link = await findOr404(ctx.em, Link, id, LINK_NOT_FOUND, { populate: POPULATE });
    authorizeManaged(viewer, link.organization.id, LINK_NOT_FOUND);
    const { input, category } = await this.validLink(ctx, rawInput);
    const becomesPublic = link.forEvaluator && !input.forEvaluator;
    const changed = link.url !== input.url || link.category.id !== category.id || becomesPublic;
    ctx.em.assign(link, {
      url: input.url,
      category,
      type: input.type,
      forEvaluator: input.forEvaluator,
      memo: input.forEvaluator ? (input.memo ?? null) : null,
      ...(changed ? { approved: false, approvedAt: null } : {}),
    });
    await ctx.em.flush();
    return link;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    const link = await this.get(ctx, id);
    await ctx.em.removeAndFlush(link);
  }

  async setApproved(ctx: RequestContext, id: number, approved: boolean): Promise<Link> {
    requireAdmin(ctx);
    const link = await findOr404(ctx.em, Link, id, LINK_NOT_FOUND, { populate: POPULATE });
    if (approved && !link.approved) ctx.em.assign(link, { approved: true, approvedAt: new Date() });
    if (!approved) ctx.em.assign(link, { approved: false, approvedAt: null });
    await ctx.em.flush();
    return link;
  }

  /**
   * The link schema with the category lookup as one more test, so a bad url and an unknown (or
   * other-edition) category come back together in one 422.
   */
  private async validLink(ctx: RequestContext, rawInput: unknown) {
    const found: { category?: LinkCategory | null } = {};
    const schema = linkSchema.shape({
      categoryCode: linkCategoryCode().test('category', async function (code) {
        // required, max and the character check already answer (yup runs every test of a field).
        if (!code || code.length > 32 || hasControlCharacters(code)) return true;
        const category = (found.category = await ctx.em.findOne(LinkCategory, { code }));
        if (!category) return this.createError({ message: LINK_MESSAGES.categoryUnknown });
        const type: unknown = (this.parent as { type?: unknown } | undefined)?.type;
        if ((type === Edition.house || type === Edition.building) && category.type !== type) {
          return this.createError({ message: '選択した版（住宅版・非住宅版）のカテゴリーを選択してください' });
        }
        return true;
      }),
    });
    const input = await validateInput(schema, rawInput);
    // A valid input passed the category test, which found the category.
    return { input, category: found.category as LinkCategory };
  }
}
