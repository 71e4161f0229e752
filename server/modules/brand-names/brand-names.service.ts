import type { EntityData } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { OrganizationStatus } from '../../core/domain.js';
import { Conflict, ValidationFailed } from '../../core/errors.js';
import { MasterDataService, type MasterDataTable } from '../../core/master-data/master-data.service.js';
import type { Page } from '../../core/paging.js';
import { requireAdmin } from '../../core/access.js';
import { validateInput } from '../../core/validation.js';
import { Device } from '../device-registry/device.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { BrandName } from './brand-name.entity.js';
import { brandNameSchema } from './brand-name.inputs.js';

/** ブランド事業者: administrators manage them; devices refer to them. */
export class BrandNamesService extends MasterDataService<BrandName> {
  override readonly table: MasterDataTable<BrandName> = {
    entity: BrandName,
    notFound: 'ブランド事業者が見つかりません',
    // Newest first, on the screen and in the PDF.
    order: { id: 'desc' },
    populate: ['organization'],
  };

  list(ctx: RequestContext, rawFilter: unknown): Promise<Page<BrandName>> {
    return this.pageOfAll(ctx, rawFilter);
  }

  /** The organizations a brand name may belong to (approved ones), for the form's choice. */
  async organizationChoices(ctx: RequestContext): Promise<Organization[]> {
    requireAdmin(ctx);
    return ctx.em.find(Organization, { status: OrganizationStatus.approved }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  protected override async fieldsFrom(ctx: RequestContext, rawInput: unknown): Promise<EntityData<BrandName>> {
    const input = await validateInput(brandNameSchema, rawInput);
    const organization = await this.approvedOrganization(ctx, input.organizationId);
    return { name: input.name, note: input.note, organization };
  }

  protected override async beforeDelete(ctx: RequestContext, brandName: BrandName): Promise<void> {
    if ((await ctx.em.count(Device, { brandName })) > 0) {
      throw Conflict('このブランド事業者を使用している機器があるため削除できません');
    }
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
