import { Field, InputType } from 'type-graphql';
import { number, object, string } from 'yup';
import { pageField } from '../../core/paging.js';
import {
  brandNameFilter,
  includeExpiredFilter,
  numberFilter,
  publishDateFromFilter,
  releaseDateFromFilter,
  systemTypeFilter,
} from '../device-registry/index.js';

export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** Filters of the public lists (SPEC §3 device search filters that apply to the public). */
export const publicFilterSchema = object({
  brandName: brandNameFilter().transform(emptyToUndefined).optional(),
  releaseDateFrom: releaseDateFromFilter(),
  publishDateFrom: publishDateFromFilter(),
  includeExpired: includeExpiredFilter(),
  number: numberFilter(),
  systemType: systemTypeFilter(),
});

/** A page of a public answer: a page number (25 a page) or a cursor window (first/after). */
export const cursorWindowFields = () => ({
  page: pageField(),
  first: number()
    .transform(emptyToUndefined)
    .typeError('firstは数値で指定してください')
    .integer('firstは整数で指定してください')
    .min(1, 'firstは1以上で指定してください')
    .max(100, 'firstは100以下で指定してください')
    .optional(),
  after: string()
    .transform(emptyToUndefined)
    .typeError('afterは文字列で指定してください')
    .max(200, 'afterが正しくありません')
    .optional(),
});

export const publicListSchema = publicFilterSchema.shape(cursorWindowFields());

export const publicDetailSchema = object({ includeExpired: includeExpiredFilter() });

@InputType('PublicDeviceFilter', { description: 'Filters of a public list — 絞り込み (text is trimmed)' })
export class PublicDeviceFilterInput {
  @Field({ nullable: true, description: 'Brand name — ブランド名 (exact, as publicBrandNames returns it)' })
  brandName?: string;
  @Field({ nullable: true, description: 'Release date from — 発売予定年月日 (YYYY-MM-DD)' }) releaseDateFrom?: string;
  @Field({ nullable: true, description: 'Publish date from — 公開日 (YYYY-MM-DD)' }) publishDateFrom?: string;
  @Field({ nullable: true, description: 'Include canceled devices — 取消済を含む' }) includeExpired?: boolean;
  @Field({
    nullable: true,
    description:
      'A part of the certificate number or of an identifying field — 品番・証明書番号 (full-width, hyphens, spaces and case ignored)',
  })
  number?: string;
  @Field({
    nullable: true,
    description:
      'A part of the system type — システム型式 (solar_systems and solar_water_heaters; normalized like number)',
  })
  systemType?: string;
}

/** Descriptions of the public queries' shared arguments, for the explorer's Docs panel. */
export const CATEGORY_ARG = 'Equipment category, e.g. electric_heat_pumps — 機器種別';
export const INCLUDE_EXPIRED_ARG = 'Also canceled (取消済) devices; without it a canceled device is not found';
