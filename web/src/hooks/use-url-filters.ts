import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIRST_PAGE } from '@/config/constants';

/** Where one filter lives in the URL: its query parameter (snake_case, like /api). */
export interface UrlFilterField<Filters> {
  param: string;
  /** A checkbox: present as `true` when checked. */
  flag?: boolean;
  /** The value an absent parameter reads as. */
  initial?: string;
  /** Left out of the URL unless this holds (a date type without dates). */
  keepIf?: (filters: Filters) => boolean;
}

/** Each filter of a list and its parameter; texts are strings, checkboxes booleans. */
export type UrlFilterSpec<Filters> = { readonly [Key in keyof Filters]: UrlFilterField<Filters> };

/** The value a checked filter sends (`?include_expired=true`). */
export const FLAG_VALUE = 'true';

export function readUrlFilters<Filters>(spec: UrlFilterSpec<Filters>, params: URLSearchParams): Filters {
  return Object.fromEntries(
    Object.entries<UrlFilterField<Filters>>(spec).map(([key, field]) => [
      key,
      field.flag ? params.get(field.param) === FLAG_VALUE : (params.get(field.param) ?? field.initial ?? ''),
    ]),
  ) as Filters;
}

/** The list page in the URL (?page=N, from 1); anything else reads as the first. */
export function readUrlPage(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= FIRST_PAGE ? raw : FIRST_PAGE;
}

/** The query string of filters: texts trimmed (SPEC §5), empty values and the first page left out. */
export function writeUrlFilters<Filters>(
  spec: UrlFilterSpec<Filters>,
  filters: Filters,
  page: number = FIRST_PAGE,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries<UrlFilterField<Filters>>(spec)) {
    const value = filters[key as keyof Filters];
    if (field.keepIf && !field.keepIf(filters)) continue;
    if (field.flag) {
      if (value === true) params.set(field.param, FLAG_VALUE);
    } else {
      const text = String(value ?? '').trim();
      if (text) params.set(field.param, text);
    }
  }
  if (page > FIRST_PAGE) params.set('page', String(page));
  return params;
}

/**
 * A list's filters and page as they live in the URL, so reload, back and the exports agree.
 * `apply` writes new filters (back to the first page); `setPage` changes the page alone;
 * `query` is the filters without the page (what the PDF/CSV export takes).
 */
export function useUrlFilters<Filters>(spec: UrlFilterSpec<Filters>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(spec, params), [spec, params]);
  const page = readUrlPage(params);
  const apply = (next: Filters) => setParams(writeUrlFilters(spec, next));
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === FIRST_PAGE) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const query = writeUrlFilters(spec, filters);
  return { filters, page, apply, setPage, query, active: query.toString() !== '' };
}

const NO_FILTERS: UrlFilterSpec<Record<never, never>> = {};

/** A list with a page and no filters of its own (?page=N). */
export function usePageParam(): [number, (page: number) => void] {
  const { page, setPage } = useUrlFilters(NO_FILTERS);
  return [page, setPage];
}
