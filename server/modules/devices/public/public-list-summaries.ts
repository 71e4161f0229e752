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
 * mirroring a category page by page counted it again on each of them. Bounded by entry count; the
 * oldest entry goes first, and an entry in use moves to the back.
 */
export class ListSummaries {
  private readonly entries = new Map<string, ListSummary>();

  /** `capacity` 0 keeps nothing (the in-process public caches off, PUBLIC_CACHE_MB=0). */
  constructor(private readonly capacity: number) {}

  static key(version: string, filter: PublicFilter): string {
    const { brandName, releaseDateFrom, publishDateFrom, includeExpired } = filter;
    return JSON.stringify([version, brandName ?? '', releaseDateFrom ?? '', publishDateFrom ?? '', !!includeExpired]);
  }

  get(key: string): ListSummary | undefined {
    const summary = this.entries.get(key);
    if (summary) {
      this.entries.delete(key);
      this.entries.set(key, summary);
    }
    return summary;
  }

  set(key: string, summary: ListSummary): void {
    if (this.capacity === 0) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, summary);
  }
}
