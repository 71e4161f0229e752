import { AppError } from '../../core/errors.js';
import { GateBusy, SlotGate } from '../../core/slot-gate.js';

export const SEARCH_BUSY_MESSAGE = 'ただいま検索が混み合っています。しばらくしてから再度お試しください';

/** Searches that may wait for a slot; more are refused at once. */
export const SEARCHES_WAITING = 32;
/** How long a search waits in line before it is refused. */
export const SEARCH_WAIT_MS = 5_000;
const RETRY_AFTER_SECONDS = 2;

/** Runs a search's statement within the process's slots: `(run, clientGone?) => result`. */
export type SearchGate = <T>(run: () => Promise<T>, clientGone?: AbortSignal) => Promise<T>;

/**
 * Bounds the search statements a process runs at once (both doors and the rendered search page go
 * through it). A query many devices match (a number's first characters shared by a whole category,
 * `PU` at 1,000,000 devices: 950,000 hits, about a second of PostgreSQL) must be counted whole, and
 * a client within the per-minute limit could otherwise hold every connection of the pool with
 * them, stalling the rest of the site. Past the slots a search waits in line, `waitMs` at most;
 * past the line or the wait it gets 503 (SERVICE_UNAVAILABLE on GraphQL) with Retry-After, and the
 * pool keeps connections for the other reads. A search whose client left while it waited is not run.
 */
export function searchGate(atOnce: number, waiting = SEARCHES_WAITING, waitMs = SEARCH_WAIT_MS): SearchGate {
  const gate = new SlotGate({ running: atOnce, waiting, waitMs });
  return (run, clientGone) =>
    gate.run(run, clientGone).catch((error: unknown) => {
      // A client that left in line is answered as a busy one would be: nobody reads it, nothing to log.
      throw error instanceof GateBusy || (clientGone?.aborted && error === clientGone.reason)
        ? new AppError('unavailable', SEARCH_BUSY_MESSAGE, undefined, RETRY_AFTER_SECONDS)
        : error;
    });
}
