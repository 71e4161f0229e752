import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { LocalDate } from '../../core/graphql/local-date.js';
import type { RequestContext } from '../../core/context.js';
import { Paged } from '../../core/paging.js';
import { categoryDefinition } from '../device-registry/index.js';
import { publicDeviceGraphql } from './public-device.dto.js';
import {
  PublicBrandNameType,
  PublicDeviceInterface,
  PublicDeviceStatusChangeType,
} from './public-device-graphql.dto.js';
import { PublicCategoryArgs, PublicDeviceListArgs, PublicDeviceRefArgs } from './public-devices.args.js';
import { PublicCategoryType, PublicDeviceSheetType, publicCategory, sheetFields } from './public-device-sheet.js';
import type { PublicDevicesService } from './public-devices.service.js';

@ObjectType('PublicDevicePage', {
  implements: Paged,
  simpleResolvers: true,
  description: 'A page of publicly visible devices: page numbers (25 a page) or a cursor (first/after).',
})
class PublicDevicePageType {
  @Field(() => [PublicDeviceInterface], { description: 'The devices of this page' }) items!: PublicDeviceInterface[];
  @Field(() => Int, { description: 'Devices matching the filter' }) total!: number;
  @Field(() => Int, { description: 'Page number (1 with cursor paging)' }) page!: number;
  @Field(() => Int, { description: 'Items per page' }) pageSize!: number;
  @Field(() => LocalDate, { nullable: true, description: 'Date the public list last changed — 最終更新日' })
  lastUpdate?: string | null;
  @Field(() => String, { nullable: true, description: 'Cursor of the last item; pass as `after` for the next page.' })
  endCursor?: string | null;
  @Field({ description: 'Whether devices follow this page' }) hasNextPage!: boolean;
}

/** The public, sign-in-free API for visitors and third parties (docs/api.md). */
@Resolver()
export class PublicDevicesResolver {
  constructor(private readonly publicDevicesService: PublicDevicesService) {}

  @Query(() => PublicDevicePageType, {
    description:
      'Public list of a category — 公開機器一覧 (no sign-in), newest publish date first. Page numbers (25 a page), or first (≤ 100) / after for cursor paging.',
  })
  async publicDevices(
    @Args() { category, filter, page, first, after }: PublicDeviceListArgs,
    @Ctx() ctx: RequestContext,
  ) {
    const result = await this.publicDevicesService.list(ctx, category, { ...filter, page, first, after });
    return { ...result, items: result.items.map(publicDeviceGraphql) };
  }

  @Query(() => PublicDeviceInterface, {
    description: 'One public device — 公開機器詳細 (NOT_FOUND when it does not exist or is not public).',
  })
  async publicDevice(@Args() { category, id, includeExpired }: PublicDeviceRefArgs, @Ctx() ctx: RequestContext) {
    return publicDeviceGraphql(await this.publicDevicesService.get(ctx, category, id, { includeExpired }));
  }

  @Query(() => [PublicDeviceStatusChangeType], {
    description: 'The public part of a device history: published, canceled (date and reasons).',
  })
  async publicDeviceHistory(@Args() { category, id, includeExpired }: PublicDeviceRefArgs, @Ctx() ctx: RequestContext) {
    const device = await this.publicDevicesService.get(ctx, category, id, { includeExpired });
    return this.publicDevicesService.history(ctx, device);
  }

  @Query(() => [PublicBrandNameType], {
    description: 'Brand names on the public list of a category (canceled devices included).',
  })
  publicBrandNames(@Args() { category }: PublicCategoryArgs, @Ctx() ctx: RequestContext) {
    return this.publicDevicesService.brandNames(ctx, category);
  }

  @Query(() => LocalDate, {
    nullable: true,
    description: 'Date the public list of the category last changed — 最終更新日',
  })
  lastUpdate(@Args() { category }: PublicCategoryArgs, @Ctx() ctx: RequestContext) {
    return this.publicDevicesService.lastUpdate(ctx, category);
  }

  @Query(() => PublicDeviceSheetType, {
    description:
      'The public detail page in one query: device, every category field with units, public history, certificate URL.',
  })
  async publicDeviceSheet(@Args() { category, id, includeExpired }: PublicDeviceRefArgs, @Ctx() ctx: RequestContext) {
    const device = await this.publicDevicesService.get(ctx, category, id, { includeExpired });
    const dto = publicDeviceGraphql(device);
    return {
      device: dto,
      fields: sheetFields(device),
      history: await this.publicDevicesService.history(ctx, device),
      certificateFileUrl: dto.certificate
        ? `/api/${categoryDefinition(category).certificateResource}/${dto.certificate.id}/file`
        : null,
    };
  }

  @Query(() => PublicCategoryType, { description: 'Labels and units of a category (from the category table).' })
  publicCategory(@Args() { category }: PublicCategoryArgs) {
    return publicCategory(categoryDefinition(category));
  }
}
