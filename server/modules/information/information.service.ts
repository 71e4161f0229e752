import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import { InformationShowType } from '../../core/domain.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin, requireViewer } from '../../core/policies.js';
import { validateInput } from '../../core/validation.js';
import { Information } from './information.entity.js';
import {
  informationFilterSchema,
  informationSchema,
  NoticeAudience,
  noticeFilterSchema,
} from './information.inputs.js';

const NOT_FOUND = 'お知らせが見つかりません';

/**
 * Who reads which notices: "both" means both public editions. Organization users read the
 * organization notices only (the public ones are on the public pages anyway).
 */
export const AUDIENCE_SHOW_TYPES: Record<NoticeAudience, InformationShowType[]> = {
  house: [InformationShowType.house, InformationShowType.both],
  building: [InformationShowType.building, InformationShowType.both],
  organization: [InformationShowType.organization],
};

/** Newest published first, on every list and in the PDF. */
const NEWEST_FIRST: ListOrder<Information> = { publishedAt: 'desc', id: 'desc' };

/** お知らせ: administrators write them; the public and organizations read the published ones. */
export class InformationService {
  async list(ctx: RequestContext, rawFilter: unknown): Promise<Page<Information>> {
    requireAdmin(ctx);
    const { page, showType } = await validateInput(informationFilterSchema, rawFilter);
    return findPage(ctx.em, Information, this.adminWhere(showType), page, { orderBy: NEWEST_FIRST });
  }

  /** The export follows the list's filter. */
  async exportRows(ctx: RequestContext, rawFilter: unknown): Promise<AsyncGenerator<Information>> {
    requireAdmin(ctx);
    const { showType } = await validateInput(informationFilterSchema, rawFilter);
    return iterateAll(ctx.em, Information, this.adminWhere(showType), { orderBy: NEWEST_FIRST });
  }

  /** Published notices (published_at <= now) for an audience, newest first. */
  async published(ctx: RequestContext, rawFilter: unknown): Promise<Page<Information>> {
    const { page, audience } = await validateInput(noticeFilterSchema, rawFilter);
    if (audience === NoticeAudience.organization) requireViewer(ctx);
    const where: FilterQuery<Information> = {
      showType: { $in: AUDIENCE_SHOW_TYPES[audience] },
      publishedAt: { $lte: new Date() },
    };
    return findPage(ctx.em, Information, where, page, { orderBy: NEWEST_FIRST });
  }

  async get(ctx: RequestContext, id: number): Promise<Information> {
    requireAdmin(ctx);
    return findOr404(ctx.em, Information, id, NOT_FOUND);
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<Information> {
    requireAdmin(ctx);
    const input = await validateInput(informationSchema, rawInput);
    const information = ctx.em.create(Information, { ...input, showUsers: 0 });
    await ctx.em.persistAndFlush(information);
    return information;
  }

  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<Information> {
    requireAdmin(ctx);
    const information = await findOr404(ctx.em, Information, id, NOT_FOUND);
    const input = await validateInput(informationSchema, rawInput);
    ctx.em.assign(information, { ...input, showUsers: 0 });
    await ctx.em.flush();
    return information;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const information = await findOr404(ctx.em, Information, id, NOT_FOUND);
    await ctx.em.removeAndFlush(information);
  }

  private adminWhere(showType: InformationShowType | undefined): FilterQuery<Information> {
    return showType ? { showType } : {};
  }
}
