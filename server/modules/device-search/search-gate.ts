import pLimit from 'p-limit';
import { AppError } from '../../core/errors.js';

export const SEARCH_BUSY_MESSAGE = 'ただいま検索が混み合っています。しばらくしてから再度お試しください';

/** Searches that may wait for a slot; more are refused at once. */
export const SEARCHES_WAITING = 32;
/** How long a search waits in line before it is refused. */
export const SEARCH_WAIT_MS = 5_000;
const RETRY_AFTER_SECONDS = 2;

const busy = () => new AppError('unavailable', SEARCH_BUSY_MESSAGE, undefined, RETRY_AFTER_SECONDS);

/** Runs a search's statement within the process's slots: `(run) => result`. */
export type SearchGate = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * Bounds the search statements a process runs at once (both doors and the rendered search page go
 * through it). A query many devices match (a number's first characters shared by a whole category,
 * `PU` at 1,000,000 devices: 950,000 hits, about a second of PostgreSQL) must be counted whole, and
 * a client within the per-minute limit could otherwise hold every connection of the pool with
 * them, stalling the rest of the site. Past the slots a search waits in line, `waitMs` at most;
 * past the line or the wait it gets 503 (SERVICE_UNAVAILABLE on GraphQL) with Retry-After, and the
 * pool keeps connections for the other reads.
 */
export function searchGate(atOnce: number, waiting = SEARCHES_WAITING, waitMs = SEARCH_WAIT_MS): SearchGate {
  const limit = pLimit(atOnce);
  return (run) => {
    if (limit.activeCount >= atOnce && limit.pendingCount >= waiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(busy());
      }, waitMs);
      void limit(async () => {
        // A search that gave up in line is still counted in it until its turn, then passes the slot on at once.
        if (gaveUp) return;
        clearTimeout(timer);
        await run().then(resolve, reject);
      });
    });
  };
}
