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

export const EMPTY_FILTERS: PublicFilters = {
  number: '',
  systemType: '',
  brandName: '',
  releaseDateFrom: '',
  publishDateFrom: '',
  includeExpired: false,
  page: 1,
};

export function filtersFromSearch(search: URLSearchParams): PublicFilters {
  const page = Number(search.get('page'));
  return {
    number: search.get('number') ?? '',
    systemType: search.get('system_type') ?? '',
    brandName: search.get('brand_name') ?? '',
    releaseDateFrom: search.get('release_date_from') ?? '',
    publishDateFrom: search.get('publish_date_from') ?? '',
    includeExpired: search.get('include_expired') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Query string for the URL and the CSV download; text is trimmed (SPEC §5), empty values dropped. */
export function filtersToSearch(filters: PublicFilters, withPage = true): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.number.trim()) search.set('number', filters.number.trim());
  if (filters.systemType.trim()) search.set('system_type', filters.systemType.trim());
  const brandName = filters.brandName.trim();
  if (brandName) search.set('brand_name', brandName);
  if (filters.releaseDateFrom.trim()) search.set('release_date_from', filters.releaseDateFrom.trim());
  if (filters.publishDateFrom.trim()) search.set('publish_date_from', filters.publishDateFrom.trim());
  if (filters.includeExpired) search.set('include_expired', 'true');
  if (withPage && filters.page > 1) search.set('page', String(filters.page));
  return search;
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
