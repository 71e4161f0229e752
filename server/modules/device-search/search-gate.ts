import { AppError } from '../../core/errors.js';
import { GateBusy, SlotGate, type SlotTaskOptions } from '../../core/slot-gate.js';

export const SEARCH_BUSY_MESSAGE = 'ただいま検索が混み合っています。しばらくしてから再度お試しください';

/** Searches that may wait for a slot; more are refused at once. */
export const SEARCHES_WAITING = 32;
/** How long a search waits in line before it is refused. */
export const SEARCH_WAIT_MS = 5_000;
/**
 * A client's searches past its places (SEARCHES_PER_CLIENT) that may wait in its own line: at least
 * the fifteen aliases graphql-armor lets one GraphQL query have (apollo.ts) and one more, so one
 * query is never refused for asking many at once; it is answered as its places free.
 */
export const SEARCHES_WAITING_PER_CLIENT = 16;
const RETRY_AFTER_SECONDS = 2;

/**
 * Runs a search's statement within the process's slots: `(run, { signal, client }) => result`,
 * `signal` aborting when the client left, `client` its clientKey.
 */
export type SearchGate = <T>(run: () => Promise<T>, asker?: SlotTaskOptions) => Promise<T>;

/**
 * Bounds the search statements a process runs at once (both doors and the rendered search page go
 * through it). A query many devices match (a number's first characters shared by a whole category,
 * `PU` at 1,000,000 devices: 950,000 hits, about a second of PostgreSQL) must be counted whole, and
 * a client within the per-minute limit could otherwise hold every connection of the pool with
 * them, stalling the rest of the site. Past the slots a search waits in line, `waitMs` at most;
 * past the line or the wait it gets 503 (SERVICE_UNAVAILABLE on GraphQL) with Retry-After, and the
 * pool keeps connections for the other reads. A search whose client left while it waited is not run.
 * One client has at most `perClient` searches in the gate (running or in the shared line), the rest
 * of its searches waiting in a line of its own: one address sending such searches as fast as its rate
 * limit allows (or fifteen aliases of one GraphQL query) would otherwise hold every slot and the
 * whole line, and every other visitor's search would wait and be refused.
 */
export function searchGate(
  atOnce: number,
  {
    waiting = SEARCHES_WAITING,
    waitMs = SEARCH_WAIT_MS,
    perClient,
    perClientWaiting = SEARCHES_WAITING_PER_CLIENT,
  }: { waiting?: number; waitMs?: number; perClient?: number; perClientWaiting?: number } = {},
): SearchGate {
  const gate = new SlotGate({ running: atOnce, waiting, waitMs, perClient, perClientWaiting });
  return (run, asker = {}) =>
    gate.run(run, asker).catch((error: unknown) => {
      // A client that left in line is answered as a busy one would be: nobody reads it, nothing to log.
      throw error instanceof GateBusy || (asker.signal?.aborted && error === asker.signal.reason)
        ? new AppError('unavailable', SEARCH_BUSY_MESSAGE, undefined, RETRY_AFTER_SECONDS)
        : error;
    });
}
