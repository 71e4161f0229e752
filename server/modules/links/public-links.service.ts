import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { Edition, OrganizationStatus } from '../../core/domain.js';
import { NotFound, TooManyRequests, ValidationFailed } from '../../core/errors.js';
import type { ClientBudget } from '../../core/rate-limit/client-budget.js';
import { findPage } from '../../core/db/queries.js';
import { dummyPasswordHash, verifyPassword } from '../../core/security/passwords.js';
import { hasControlCharacters, validateInput } from '../../core/validation.js';
import { lockThrottleKey, recordEvent, throttleWait, type ThrottleRule } from '../auth/throttle.js';
import { LinkCategory } from '../link-categories/link-category.entity.js';
import {
  GLASS_LEVEL3,
  MATERIAL_LABEL,
  MATERIAL_LEVEL3,
  materialFits,
  OPENING_LEVEL2,
  type OpeningKind,
} from '../../rules/openings.js';
import { EvaluationOrganization } from '../evaluation-organizations/evaluation-organization.entity.js';
import { numberIs } from '../evaluation-organizations/evaluation-organizations.service.js';
import { PUBLIC_LINK, publicLinkWhere } from './link-filters.js';
import { Link } from './link.entity.js';
import {
  EVALUATOR_FAILED,
  evaluatorSchema,
  newLinksSchema,
  openingSchema,
  publicLinkFilterSchema,
} from './link.inputs.js';
import { revealMemo } from './link.memo.js';
import type { LinkList } from './links.service.js';
import type { CategoryOrganizations, OpeningLinks, OrganizationLinks } from './link-graphql.dto.js';
import { LINK_MESSAGES } from '../../rules/link-fields.js';
import type { Clock } from '../../core/clock.js';

/** Wrong evaluator number/password: 5 a minute per (number, IP), counted in PostgreSQL like login. */
export const EVALUATOR_FAILURES: ThrottleRule = { scope: 'evaluator', limit: 5, windowSeconds: 60 };
const POPULATE = ['organization', 'category'] as const;
/** A category page lists every maker; a safety cap, far above any real category. */
const MAX_CATEGORY_LINKS = 2000;

/** What visitors and evaluators see: approved links only; evaluator links only after number + password. */
export class PublicLinksService {
  constructor(
    private readonly clock: Clock,
    private readonly passwordChecks: ClientBudget,
  ) {}

  async list(ctx: RequestContext, rawFilter: unknown): Promise<LinkList> {
    const f = await validateInput(publicLinkFilterSchema, rawFilter);
    const page = await findPage(ctx.em, Link, publicLinkWhere(f), f.page, {
      orderBy: { organization: { name: 'asc' }, id: 'asc' },
      populate: POPULATE,
    });
    const category = f.categoryCode ? await ctx.em.findOne(LinkCategory, { code: f.categoryCode }) : null;
    return { ...page, category };
  }

  /** Recently approved public links, newest approval first (the index pages' "what's new"). */
  async newLinks(ctx: RequestContext, rawFilter: unknown): Promise<Link[]> {
    const f = await validateInput(newLinksSchema, rawFilter);
    const where = { ...(PUBLIC_LINK as object), ...(f.type ? { type: f.type } : {}) } as FilterQuery<Link>;
    return ctx.em.find(Link, where, {
      orderBy: { approvedAt: 'desc', id: 'desc' },
      limit: f.limit,
      populate: POPULATE,
    });
  }

  async categoryOrganizations(ctx: RequestContext, code: unknown): Promise<CategoryOrganizations> {
    const category =
      typeof code === 'string' && code.length <= 32 && !hasControlCharacters(code)
        ? await ctx.em.findOne(LinkCategory, { code })
        : null;
    if (!category) throw NotFound(LINK_MESSAGES.categoryUnknown);
    const links = await ctx.em.find(
      Link,
      { ...(PUBLIC_LINK as object), category, type: category.type } as FilterQuery<Link>,
      {
        orderBy: { organization: { name: 'asc' }, id: 'asc' },
        populate: POPULATE,
        limit: MAX_CATEGORY_LINKS,
      },
    );
    return { category, organizations: groupByOrganization(links) };
  }

  /**
   * Openings (SPEC §9): the makers' links for the chosen material (level3 建具: window sashes on the
   * window page, doors on the door page) and glass (level3 ガラス) of the house edition, as two
   * lists, so a maker with only a glass link is never shown as a door or sash maker. Glasses only
   * take the glass. Unknown, non-opening or other-page codes are 422.
   */
  async opening(ctx: RequestContext, kind: OpeningKind, rawInput: unknown): Promise<OpeningLinks> {
    const f = await validateInput(openingSchema, rawInput);
    const material =
      kind === 'glasses'
        ? null
        : await this.openingCategory(ctx, f.material, MATERIAL_LEVEL3, 'material', MATERIAL_LABEL[kind]);
    if (material && !materialFits(kind, material.name))
      throw ValidationFailed({ material: [`${MATERIAL_LABEL[kind]}のカテゴリーが見つかりません`] });
    const glass = await this.openingCategory(ctx, f.glass, GLASS_LEVEL3, 'glass', 'ガラス');
    const categories = [material, glass].filter((c): c is LinkCategory => c !== null);
    const links =
      categories.length === 0
        ? []
        : await ctx.em.find(
            Link,
            { ...(PUBLIC_LINK as object), type: Edition.house, category: { $in: categories } } as FilterQuery<Link>,
            {
              orderBy: { organization: { name: 'asc' }, id: 'asc' },
              populate: POPULATE,
              limit: MAX_CATEGORY_LINKS,
            },
          );
    const of = (category: LinkCategory | null) =>
      category ? groupByOrganization(links.filter((l) => l.category.id === category.id)) : [];
    return { material, glass, materialOrganizations: of(material), glassOrganizations: of(glass), total: links.length };
  }

  /** Evaluator-only links with memos (of the page's categories, if given) after a valid number + password; one message for any mismatch. */
  async evaluatorLinks(ctx: RequestContext, rawInput: unknown): Promise<Link[]> {
    const input = await validateInput(evaluatorSchema, rawInput);
    const key = `${input.number.toLowerCase()}|${ctx.ip}`; // one number in any case
    this.passwordChecks.take(ctx.ip);
    const outcome = await ctx.em.transactional(async (em) => {
      await lockThrottleKey(em, EVALUATOR_FAILURES, key);
      const wait = await throttleWait(em, EVALUATOR_FAILURES, key, this.clock.now());
      if (wait > 0) return { retryAfter: wait };
      const evaluator = await em.findOne(EvaluationOrganization, numberIs(input.number), {
        populate: ['passwordHash'],
      });
      const ok = await verifyPassword(evaluator?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (evaluator && ok) return 'ok' as const;
      recordEvent(em, EVALUATOR_FAILURES, key, this.clock.now());
      return 'wrong' as const;
    });
    if (typeof outcome === 'object')
      throw TooManyRequests(
        // Says how long, as the sign-in page does: the evaluator otherwise tries again at once.
        `試行回数が多すぎます。${Math.max(1, Math.ceil(outcome.retryAfter / 60))}分ほど待ってから再度お試しください`,
        outcome.retryAfter,
      );
    if (outcome === 'wrong') throw ValidationFailed({ password: [EVALUATOR_FAILED] });
    const where: Record<string, unknown> = {
      approved: true,
      forEvaluator: true,
      organization: { status: OrganizationStatus.approved },
    };
    if (input.type) where.type = input.type;
    if (input.categoryCodes?.length) where.category = { code: { $in: input.categoryCodes } };
    const links = await ctx.em.find(Link, where as FilterQuery<Link>, {
      orderBy: { category: { sortOrder: 'asc' }, organization: { name: 'asc' }, id: 'asc' },
      populate: POPULATE,
    });
    links.forEach(revealMemo);
    return links;
  }

  private async openingCategory(
    ctx: RequestContext,
    code: string | undefined,
    level3: string,
    field: string,
    label: string,
  ): Promise<LinkCategory | null> {
    if (!code) return null;
    const category = await ctx.em.findOne(LinkCategory, { code, type: Edition.house, level2: OPENING_LEVEL2, level3 });
    if (!category) throw ValidationFailed({ [field]: [`${label}のカテゴリーが見つかりません`] });
    return category;
  }
}

export function groupByOrganization(links: Link[]): OrganizationLinks[] {
  const groups = new Map<number, OrganizationLinks>();
  for (const link of links) {
    const id = link.organization.id;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { organizationId: id, organizationName: link.organization.name, links: [] }));
    group.links.push(link);
  }
  return [...groups.values()];
}
