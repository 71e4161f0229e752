import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { DeviceCategory } from '../../core/domain.js';
import { Paged } from '../../core/paging.js';
import { publicDeviceGraphql, PublicDeviceInterface, INCLUDE_EXPIRED_ARG } from '../public-devices/index.js';
import type { DeviceSearchService } from './device-search.service.js';

/** The kinds of match (rules/device-search.ts SEARCH_MATCH_KINDS), best first. */
export const DeviceSearchMatchKind = {
  exact: 'exact',
  prefix: 'prefix',
  substring: 'substring',
  fuzzy: 'fuzzy',
} as const;
registerEnumType(DeviceSearchMatchKind, {
  name: 'DeviceSearchMatchKind',
  description: 'How a hit matched, best first — 一致の種類',
  valuesConfig: {
    exact: { description: 'The whole of a number or name — 完全一致' },
    prefix: { description: 'The start of a number or name — 前方一致' },
    substring: { description: 'A part of a number or name, or every word of several — 部分一致' },
    fuzzy: { description: 'A brand or maker name with a typo or two — あいまい一致' },
  },
});

@ObjectType('DeviceSearchCategoryCount', {
  simpleResolvers: true,
  description: 'Hits of one category — 機器の種類ごとの件数',
})
class DeviceSearchCategoryCountType {
  @Field(() => DeviceCategory, { description: 'Equipment category — 機器の種類' }) category!: DeviceCategory;
  @Field({ description: 'Its Japanese name, e.g. 電気ヒートポンプ給湯機' }) label!: string;
  @Field(() => Int, { description: 'Hits in it — 件数' }) count!: number;
}

@ObjectType('DeviceSearchHit', { simpleResolvers: true, description: 'One device found, and why — 検索結果' })
class DeviceSearchHitType {
  @Field(() => DeviceCategory, { description: 'Equipment category — 機器の種類' }) category!: DeviceCategory;
  @Field({
    description:
      'The field that matched: certificateNumber | puNumber | tuNumber | bbNumber | systemNumber | systemType | heatCollectorType | heatStorageTankType | brandName | organizationName',
  })
  matchedField!: string;
  @Field({
    description:
      'Its Japanese label in this category — 一致した項目 (証明書番号, 発電ユニット品番, ブランド名, 事業者名 …)',
  })
  matchedLabel!: string;
  @Field(() => DeviceSearchMatchKind, { description: 'How it matched — 一致の種類' }) matchKind!: string;
  @Field(() => PublicDeviceInterface, { description: 'The public device, as the public lists show it' })
  device!: PublicDeviceInterface;
}

@ObjectType('DeviceSearchPage', {
  implements: Paged,
  simpleResolvers: true,
  description: 'A page of a product search — 製品検索 (25 a page, or first/after).',
})
class DeviceSearchPageType {
  @Field({ description: 'The query as searched (trimmed) — 検索語' }) query!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'When the query as typed found nothing: the model number it was read as and searched for instead, its kana typed back as the keys of an IME in kana mode (るｘーあ２０１５ → RUX-A2015) — 読み替えた検索語',
  })
  readAs?: string | null;
  @Field(() => Int, { description: 'Hits in the chosen category, or in all — 件数' }) total!: number;
  @Field(() => Int, { description: 'Page number (1 with cursor paging)' }) page!: number;
  @Field(() => Int, { description: 'Items per page: 25 unless `first`' }) pageSize!: number;
  @Field(() => String, { nullable: true, description: 'Cursor of the last item; pass as `after` for the next page.' })
  endCursor?: string | null;
  @Field({ description: 'Whether hits follow this page' }) hasNextPage!: boolean;
  @Field(() => [DeviceSearchCategoryCountType], {
    description:
      'Hits per category whatever `category` says: every category with hits, in the category table order — 機器の種類ごとの件数',
  })
  categoryCounts!: DeviceSearchCategoryCountType[];
  @Field(() => [DeviceSearchHitType], {
    description: 'The hits of this page: exact, prefix, part, then fuzzy name matches; then category order and id',
  })
  items!: DeviceSearchHitType[];
}

/** searchDevices: the public product search (docs/api.md "Search"). */
@Resolver()
export class DeviceSearchResolver {
  constructor(private readonly deviceSearchService: DeviceSearchService) {}

  @Query(() => DeviceSearchPageType, {
    description:
      'Product search — 製品検索 (no sign-in): a model or certificate number in any form (全角, hyphens or none, spaces, lower case) or a brand or maker name (カタカナ/ひらがな, 株式会社 or not, a typo) over the public devices of the five categories. 2 to 100 characters.',
  })
  async searchDevices(
    @Arg('query', { description: 'The number or name to find — 検索語 (2 to 100 characters, trimmed)' })
    query: string,
    @Arg('category', () => DeviceCategory, {
      nullable: true,
      description: 'Only this category — 機器の種類 (categoryCounts still counts all)',
    })
    category: DeviceCategory | undefined,
    @Arg('includeExpired', () => Boolean, { nullable: true, description: INCLUDE_EXPIRED_ARG })
    includeExpired: boolean | undefined,
    @Arg('first', () => Int, {
      nullable: true,
      description: 'Page size for cursor paging, at most 100 (instead of page)',
    })
    first: number | undefined,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page' })
    after: string | undefined,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (25 a page)' }) page: number | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    const result = await this.deviceSearchService.search(ctx, {
      q: query,
      category,
      includeExpired,
      first,
      after,
      page,
    });
    return { ...result, items: result.items.map((hit) => ({ ...hit, device: publicDeviceGraphql(hit.device) })) };
  }
}
