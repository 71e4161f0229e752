import { checkSearchQuery } from '@rules/device-search';
import { DEVICE_CATEGORIES, type DeviceCategory } from '@/config/device-categories';
import type { Edition } from '@/generated/graphql';
import { isEdition } from '@/lib/public-status';

export { searchUrl } from './search-url';

/** What /search?q=…&category=…&include_expired=…&page=…&edition=… asks for: a URL to share and bookmark. */
export interface SearchParams {
  q: string;
  category: DeviceCategory | null;
  includeExpired: boolean;
  page: number;
  edition: Edition | null;
}

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

/**
 * The words of a query that has more than one (split at spaces, full-width ones too), each one a
 * query the server takes (2 characters or more), at most five: when no device matches every word
 * (`ダイキン RUX`), each is offered as a search of its own.
 */
export function separateWords(query: string): string[] {
  const words = [...new Set(query.trim().split(/\s+/u))].filter((word) => checkSearchQuery(word).ok);
  return words.length > 1 ? words.slice(0, 5) : [];
}
