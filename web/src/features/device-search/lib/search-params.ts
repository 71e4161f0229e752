import { DEVICE_CATEGORIES, type DeviceCategory } from '@/config/device-categories';
import type { Edition } from '@/generated/graphql';
import { isEdition } from '@/lib/public-status';

/** What /search?q=…&category=…&include_expired=…&page=…&edition=… asks for: a URL to share and bookmark. */
export interface SearchParams {
  q: string;
  category: DeviceCategory | null;
  includeExpired: boolean;
  page: number;
  edition: Edition | null;
}

export const SEARCH_PATH = '/search';

export function searchFromUrl(params: URLSearchParams): SearchParams {
  const category = params.get('category');
  const page = Number(params.get('page'));
  const edition = params.get('edition');
  return {
    q: params.get('q') ?? '',
    category: DEVICE_CATEGORIES.some((c) => c.code === category) ? (category as DeviceCategory) : null,
    includeExpired: params.get('include_expired') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    edition: isEdition(edition) ? edition : null,
  };
}

/** The address of a search; page 1, no category and canceled devices left out are not written. */
export function searchUrl(search: Partial<SearchParams> & { q: string }): string {
  const params = new URLSearchParams({ q: search.q.trim() });
  if (search.category) params.set('category', search.category);
  if (search.includeExpired) params.set('include_expired', 'true');
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.edition) params.set('edition', search.edition);
  return `${SEARCH_PATH}?${params}`;
}
