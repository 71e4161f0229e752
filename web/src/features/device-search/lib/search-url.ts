import type { DeviceCategory, Edition } from '@/generated/graphql';

/**
 * The results page's address. Apart from search-params.ts (which reads one back) so the header's
 * box, in every public page's first load, brings nothing else with it.
 */
export const SEARCH_PATH = '/search';

export interface SearchAddress {
  q: string;
  category?: DeviceCategory | null;
  includeExpired?: boolean;
  page?: number;
  edition?: Edition | null;
}

/** The address of a search; page 1, no category and canceled devices left out are not written. */
export function searchUrl(search: SearchAddress): string {
  const params = new URLSearchParams({ q: search.q.trim() });
  if (search.category) params.set('category', search.category);
  if (search.includeExpired) params.set('include_expired', 'true');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.edition) params.set('edition', search.edition);
  return `${SEARCH_PATH}?${params}`;
}
