import { LRUCache } from 'lru-cache';
import type { PublicFilter } from './public-list-statement.js';

/** What a public list page shows besides its rows. */
export interface ListSummary {
  total: number;
  lastUpdate: string | null;
}

/**
 * Public lists' totals and last updates by the category's data version (PublicDataVersion.current:
 * it changes with every change of what the public sees, and with the date) and the filter. Counting
 * a category's visible devices was most of PostgreSQL's work for a list page (3.0 of 4.2 ms at
 * 20,000 devices a category), and it was the same for every page of a filter: a third party
 * mirroring a category page by page counted it again on each of them. Bounded by entry count;
 * capacity 0 keeps nothing (the in-process public caches off, PUBLIC_CACHE_MB=0).
 */
export class ListSummaries {
  private readonly kept: LRUCache<string, ListSummary> | null;

  constructor(capacity: number) {
    this.kept = capacity > 0 ? new LRUCache({ max: capacity }) : null;
  }

  get(key: string): ListSummary | undefined {
    return this.kept?.get(key);
  }

  set(key: string, summary: ListSummary): void {
    this.kept?.set(key, summary);
  }

  static key(version: string, filter: PublicFilter): string {
    const { brandName, releaseDateFrom, publishDateFrom, includeExpired, number, systemType } = filter;
    return JSON.stringify([
      version,
      brandName ?? '',
      releaseDateFrom ?? '',
      publishDateFrom ?? '',
      !!includeExpired,
      number ?? '',
      systemType ?? '',
    ]);
  }
}
