import type { RouteHandle } from '@/components/layout/route-type';
import type { DeviceCategory } from '@/config/device-categories';
import { PublicDeviceListDocument, PublicDeviceSheetDocument, PublicListBrandNamesDocument } from '@/generated/graphql';
import { parseId } from '@/lib/parse-id';
import { filtersFromSearch, type PublicFilters, toFilterInput } from './filters';

/**
 * The public list's two queries for a category and the filters of its address: the page runs them,
 * and the server's renderer runs them before rendering it (the route's `queries`).
 */
export function listPageQueries(category: DeviceCategory, filters: PublicFilters) {
  return {
    brands: { query: PublicListBrandNamesDocument, variables: { category } },
    list: {
      query: PublicDeviceListDocument,
      variables: { category, filter: toFilterInput(filters), page: filters.page },
    },
  };
}

/** A device sheet's query (null for an address that names no device), for its page and the renderer. */
export function sheetPageQuery(category: DeviceCategory, id: number | null, filters: PublicFilters) {
  if (id === null) return null;
  return {
    query: PublicDeviceSheetDocument,
    variables: { category, id, includeExpired: filters.includeExpired },
  };
}

/** The list route's `queries` (RouteHandle): its page's queries for the address. */
export const listRouteQueries =
  (category: DeviceCategory): NonNullable<RouteHandle['queries']> =>
  ({ search }) =>
    Object.values(listPageQueries(category, filtersFromSearch(search)));

/** The device sheet route's `queries` (RouteHandle). */
export const sheetRouteQueries =
  (category: DeviceCategory): NonNullable<RouteHandle['queries']> =>
  ({ params, search }) => {
    const query = sheetPageQuery(category, parseId(params.id), filtersFromSearch(search));
    return query ? [query] : [];
  };
