import { FLAG_VALUE, readUrlFilters, readUrlPage, type UrlFilterSpec, writeUrlFilters } from '@/hooks/use-url-filters';
/** The public list filters as they live in the URL (?brand_name=…&page=…), snake_case like /api. */
export interface PublicFilters {
  /** 品番・証明書番号: a part of any identifying field or of the certificate number (the server's matching). */
  number: string;
  /** システム型式, on the solar categories' lists. */
  systemType: string;
  brandName: string;
  releaseDateFrom: string;
  publishDateFrom: string;
  includeExpired: boolean;
  page: number;
}

/**
 * The URL query parameter of each filter: the list page reads these, the SPA writes them, and the
 * search form's fields are named after them, so a submit before the scripts run (a native GET)
 * gives the list's own address.
 */
export const FILTER_PARAMS = {
  number: 'number',
  systemType: 'system_type',
  brandName: 'brand_name',
  releaseDateFrom: 'release_date_from',
  publishDateFrom: 'publish_date_from',
  includeExpired: 'include_expired',
} as const satisfies Record<Exclude<keyof PublicFilters, 'page'>, string>;

/** The value a checked 取消済みの機器を含む sends. */
export const INCLUDE_EXPIRED_VALUE = FLAG_VALUE;

/** The filters' parameters, in the order of the query string. */
const SPEC: UrlFilterSpec<Omit<PublicFilters, 'page'>> = {
  number: { param: FILTER_PARAMS.number },
  systemType: { param: FILTER_PARAMS.systemType },
  brandName: { param: FILTER_PARAMS.brandName },
  releaseDateFrom: { param: FILTER_PARAMS.releaseDateFrom },
  publishDateFrom: { param: FILTER_PARAMS.publishDateFrom },
  includeExpired: { param: FILTER_PARAMS.includeExpired, flag: true },
};

export function filtersFromSearch(search: URLSearchParams): PublicFilters {
  return { ...readUrlFilters(SPEC, search), page: readUrlPage(search) };
}

/** Query string for the URL and the CSV download; text is trimmed (SPEC §5), empty values dropped. */
export function filtersToSearch(filters: PublicFilters, withPage = true): URLSearchParams {
  return writeUrlFilters(SPEC, filters, withPage ? filters.page : undefined);
}

/** Whether the filters narrow the list (a page number alone does not). */
export function filtersActive(filters: PublicFilters): boolean {
  return filtersToSearch(filters, false).toString() !== '';
}

/** The form a date input gives and shows: YYYY-MM-DD. */
export const DATE_INPUT_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date a date input can show (YYYY-MM-DD), or "": a bad date from the URL is not kept in the form. */
export function dateInputValue(value: string): string {
  if (!DATE_INPUT_FORM.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

/** "?brand_name=…&page=2" (or ""): the list's filters carried to a detail page and back. */
export function listQuery(filters: PublicFilters): string {
  const search = filtersToSearch(filters).toString();
  return search ? `?${search}` : '';
}

/** GraphQL filter input (undefined for empty values). */
export function toFilterInput(filters: PublicFilters) {
  return {
    number: filters.number.trim() || undefined,
    systemType: filters.systemType.trim() || undefined,
    brandName: filters.brandName.trim() || undefined,
    releaseDateFrom: filters.releaseDateFrom.trim() || undefined,
    publishDateFrom: filters.publishDateFrom.trim() || undefined,
    includeExpired: filters.includeExpired || undefined,
  };
}
