import type { FilterQuery, EntityData } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { findPage, type ListOrder } from '../../core/db/queries.js';
import { MasterDataService, type MasterDataTable } from '../../core/master-data/master-data.service.js';
import { InformationShowType } from '../../core/domain.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin, requireViewer } from '../../core/access.js';
import { validateInput } from '../../core/validation.js';
import { Information } from './information.entity.js';
import {
  informationFilterSchema,
  informationSchema,
  NoticeAudience,
  noticeFilterSchema,
} from './information.inputs.js';

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
export class InformationService extends MasterDataService<Information> {
  override readonly table: MasterDataTable<Information> = {
    entity: Information,
    notFound: 'お知らせが見つかりません',
    order: NEWEST_FIRST,
  };

  async list(ctx: RequestContext, rawFilter: unknown): Promise<Page<Information>> {
    requireAdmin(ctx);
    const { page, showType } = await validateInput(informationFilterSchema, rawFilter);
    return this.page(ctx, this.adminWhere(showType), page);
  }

  /** The PDF export of the list as filtered. */
  async filteredExportRows(ctx: RequestContext, rawFilter: unknown): Promise<AsyncGenerator<Information>> {
    requireAdmin(ctx);
    const { showType } = await validateInput(informationFilterSchema, rawFilter);
    return this.rowsWhere(ctx, this.adminWhere(showType));
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

  protected override async fieldsFrom(_ctx: RequestContext, rawInput: unknown): Promise<EntityData<Information>> {
    return { ...(await validateInput(informationSchema, rawInput)), showUsers: 0 };
  }

  private adminWhere(showType: InformationShowType | undefined): FilterQuery<Information> {
    return showType ? { showType } : {};
  }
}
