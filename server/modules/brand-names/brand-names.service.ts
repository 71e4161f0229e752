import { object } from 'yup';
import type { RequestContext } from '../../core/context.js';
import { OrganizationStatus } from '../../core/domain.js';
import { Conflict, ValidationFailed } from '../../core/errors.js';
import { findOr404, findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import { pageField, type Page } from '../../core/paging.js';
import { requireAdmin } from '../../core/policies.js';
import { validateInput } from '../../core/validation.js';
import { Device } from '../device-registry/device.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { BrandName } from './brand-name.entity.js';
import { brandNameSchema } from './brand-name.inputs.js';

const NOT_FOUND = 'ブランド事業者が見つかりません';
const listSchema = object({ page: pageField() });
/** Newest first, on the screen and in the PDF. */
const ORDER: ListOrder<BrandName> = { id: 'desc' };

/** ブランド事業者: administrators manage them; devices refer to them. */
export class BrandNamesService {
  async list(ctx: RequestContext, rawFilter: unknown): Promise<Page<BrandName>> {
    requireAdmin(ctx);
    const { page } = await validateInput(listSchema, rawFilter);
    return findPage(ctx.em, BrandName, {}, page, { orderBy: ORDER, populate: ['organization'] });
  }

  /** Every brand name for the PDF export, streamed in batches. */
  exportRows(ctx: RequestContext): AsyncGenerator<BrandName> {
    requireAdmin(ctx);
    return iterateAll(ctx.em, BrandName, {}, { orderBy: ORDER, populate: ['organization'] });
  }

  async get(ctx: RequestContext, id: number): Promise<BrandName> {
    requireAdmin(ctx);
    return findOr404(ctx.em, BrandName, id, NOT_FOUND, { populate: ['organization'] });
  }

  async create(ctx: RequestContext, rawInput: unknown): Promise<BrandName> {
    requireAdmin(ctx);
    const input = await validateInput(brandNameSchema, rawInput);
    const organization = await this.approvedOrganization(ctx, input.organizationId);
    const brandName = ctx.em.create(BrandName, { name: input.name, note: input.note, organization });
    await ctx.em.persistAndFlush(brandName);
    return brandName;
  }

  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<BrandName> {
    requireAdmin(ctx);
    const brandName = await findOr404(ctx.em, BrandName, id, NOT_FOUND);
    const input = await validateInput(brandNameSchema, rawInput);
    const organization = await this.approvedOrganization(ctx, input.organizationId);
    ctx.em.assign(brandName, { name: input.name, note: input.note, organization });
    await ctx.em.flush();
    return brandName;
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const brandName = await findOr404(ctx.em, BrandName, id, NOT_FOUND);
    if ((await ctx.em.count(Device, { brandName })) > 0) {
      throw Conflict('このブランド事業者を使用している機器があるため削除できません');
    }
    await ctx.em.removeAndFlush(brandName);
  }

  /** The organizations a brand name may belong to (approved ones), for the form's choice. */
  async organizationChoices(ctx: RequestContext): Promise<Organization[]> {
    requireAdmin(ctx);
    return ctx.em.find(Organization, { status: OrganizationStatus.approved }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  private async approvedOrganization(ctx: RequestContext, id: number): Promise<Organization> {
    const organization = await ctx.em.findOne(Organization, { id });
    if (!organization) throw ValidationFailed({ organizationId: ['事業者が見つかりません'] });
    if (organization.status !== OrganizationStatus.approved) {
      throw ValidationFailed({ organizationId: ['承認済みの事業者を選択してください'] });
    }
    return organization;
  }
}
