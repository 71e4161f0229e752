import type { UrlFilterSpec } from '@/hooks/use-url-filters';
import type { LinkFilterInput } from '@/generated/graphql';

/** The admin list filters (SPEC §3) as they live in the URL (snake_case, like the /api). */
export const FILTER_KEYS = [
  'type',
  'level1',
  'level2',
  'category_code',
  'organization_name',
  'approved',
  'date_type',
  'start_date',
  'finish_date',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

export const EMPTY_FILTERS: FilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as FilterValues;

/** Each filter under its own name in the URL. */
export const FILTER_SPEC: UrlFilterSpec<FilterValues> = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, { param: key }]),
) as UrlFilterSpec<FilterValues>;

export function toFilterInput(values: FilterValues, page: number): LinkFilterInput {
  const text = (v: string) => v.trim() || undefined;
  return {
    page,
    type: values.type === 'house' || values.type === 'building' ? values.type : undefined,
    level1: text(values.level1),
    level2: text(values.level2),
    categoryCode: text(values.category_code),
    organizationName: text(values.organization_name),
    approved: values.approved === '1' ? true : values.approved === '0' ? false : undefined,
    dateType: text(values.date_type),
    startDate: text(values.start_date),
    finishDate: text(values.finish_date),
  };
}
