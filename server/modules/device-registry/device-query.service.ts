import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext, Viewer } from '../../core/context.js';
import { DeviceStatus, type DeviceCategory } from '../../core/domain.js';
import { Forbidden, NotFound } from '../../core/errors.js';
import { findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import { containsPattern } from '../../core/db/like.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin, requireViewer } from '../../core/access.js';
import { validateInput } from '../../core/validation.js';
import { Organization } from '../organizations/organization.entity.js';
import { deviceSubject, deviceViewerCan, managesCategory } from '../../policies/device.policy.js';
import { isAdmin, isOrganizationUser } from '../../policies/viewer.policy.js';
import { categoryDefinition } from './categories.js';
import { normalizeNumber } from '../../rules/device-search.js';
import { numberKeyPattern, numberWhere, systemTypePattern, systemTypeWhere } from './device-list-filters.js';
import { deviceFilterSchema } from './device.inputs.js';
import { Device } from './device.entity.js';
import { DeviceStatusChange } from './device-status-change.entity.js';
import { streamDeviceRows, type DeviceCsvRow } from './device-rows-sql.js';

export const DEVICE_NOT_FOUND = '機器が見つかりません';
const NO_MANAGER = 'この機器区分を管理する権限がありません';
/** Newest first, on the signed-in lists and in their PDF. */
const LIST_ORDER: ListOrder<Device> = { id: 'desc' };

export interface ViewerCan {
  applyPublish: boolean;
  approve: boolean;
  applyCancel: boolean;
  withdrawCancel: boolean;
  cancel: boolean;
  delete: boolean;
  updateDates: boolean;
}

/** The signed-in registry's reads: who may work in a category, lists, detail, history, exports. */
export class DeviceQueryService {
  /** Administrators: every category. Organizations: only categories whose manager flag is set. */
  async access(
    ctx: RequestContext,
    category: DeviceCategory,
  ): Promise<{ viewer: Viewer; organization: Organization | null }> {
    const viewer = requireViewer(ctx);
    if (isAdmin(viewer)) return { viewer, organization: null };
    if (!isOrganizationUser(viewer)) throw Forbidden();
    const organization = await ctx.em.findOne(Organization, { id: viewer.organizationId });
    if (!organization || !managesCategory(organization, category)) throw Forbidden(NO_MANAGER);
    return { viewer, organization };
  }

  viewerCan(viewer: Viewer | null, device: Device): ViewerCan {
    return deviceViewerCan(viewer, deviceSubject(device));
  }

  private async where(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown) {
    const { organization } = await this.access(ctx, category);
    const filter = await validateInput(deviceFilterSchema, rawFilter);
    const and: FilterQuery<Device>[] = [{ category }];
    if (organization) and.push({ organization: organization.id });
    else if (filter.organizationId) and.push({ organization: filter.organizationId });
    if (filter.brandName) and.push({ brandName: { name: { $ilike: containsPattern(filter.brandName) } } });
    // The keyword is a number in any form, as the product search reads it (rules/device-search.ts).
    const keyword = normalizeNumber(filter.keyword);
    if (keyword) and.push(numberWhere(numberKeyPattern(keyword)));
    if (filter.number) and.push(numberWhere(numberKeyPattern(filter.number)));
    if (filter.systemType) and.push(systemTypeWhere(systemTypePattern(filter.systemType)));
    if (filter.releaseDateFrom) and.push({ releaseDate: { $gte: filter.releaseDateFrom } });
    if (filter.publishDateFrom) and.push({ publishDate: { $gte: filter.publishDateFrom } });
    if (filter.status) and.push({ status: filter.status });
    else if (!filter.includeExpired) and.push({ status: { $ne: DeviceStatus.canceled } });
    if (filter.dateType && (filter.startDate || filter.finishDate)) {
      const column = (
        {
          created_at: 'createdAt',
          updated_at: 'updatedAt',
          release_date: 'releaseDate',
          publish_date: 'publishDate',
        } as const
      )[filter.dateType];
      const range: Record<string, unknown> = {};
      const timestamp = column === 'createdAt' || column === 'updatedAt';
      if (filter.startDate) range.$gte = timestamp ? new Date(`${filter.startDate}T00:00:00+09:00`) : filter.startDate;
      if (filter.finishDate) {
        range[timestamp ? '$lt' : '$lte'] = timestamp
          ? new Date(new Date(`${filter.finishDate}T00:00:00+09:00`).getTime() + 86_400_000)
          : filter.finishDate;
      }
      and.push({ [column]: range } as FilterQuery<Device>);
    }
    return { where: { $and: and } as FilterQuery<Device>, page: filter.page };
  }

  async list(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown): Promise<Page<Device>> {
    const { where, page } = await this.where(ctx, category, rawFilter);
    return findPage(ctx.em, Device, where, page, {
      orderBy: LIST_ORDER,
      populate: ['brandName', 'organization', 'certificate'],
    });
  }

  async exportRows(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown): Promise<AsyncGenerator<Device>> {
    const { where } = await this.where(ctx, category, rawFilter);
    return iterateAll(ctx.em, Device, where, {
      orderBy: LIST_ORDER,
      populate: ['brandName', 'organization', 'certificate'],
    });
  }

  /** The organization CSV's rows, streamed from SQL in list order. */
  async csvRows(
    ctx: RequestContext,
    category: DeviceCategory,
    rawFilter: unknown,
  ): Promise<AsyncGenerator<DeviceCsvRow>> {
    const { where } = await this.where(ctx, category, rawFilter);
    return streamDeviceRows(ctx.em, where, { id: 'desc' });
  }

  async get(ctx: RequestContext, category: DeviceCategory, id: number): Promise<Device> {
    const { organization } = await this.access(ctx, category);
    const device = await ctx.em.findOne(
      Device,
      { id, category },
      { populate: ['brandName', 'organization', 'certificate'] },
    );
    if (!device || (organization && device.organization.id !== organization.id)) throw NotFound(DEVICE_NOT_FOUND);
    return device;
  }

  async history(ctx: RequestContext, category: DeviceCategory, id: number): Promise<DeviceStatusChange[]> {
    const device = await this.get(ctx, category, id);
    return ctx.em.find(
      DeviceStatusChange,
      { device },
      { populate: ['actor'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** Administrators: the organizations managing a category (the organization filter of device lists). */
  async organizationOptions(ctx: RequestContext, category: DeviceCategory): Promise<{ id: number; name: string }[]> {
    requireAdmin(ctx);
    const flag = categoryDefinition(category).managerFlag;
    const rows = await ctx.em.find(
      Organization,
      { [flag]: true },
      { orderBy: { name: 'asc' }, fields: ['id', 'name'] },
    );
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }
}
