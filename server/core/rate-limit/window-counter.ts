import { LRUCache } from 'lru-cache';

export interface WindowHit {
  /** Requests of the client counted in this window, this one included. */
  hits: number;
  /** What this process still allows the client in the window. */
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  /** When the window resets, in the clock the hit was counted with (ms). */
  resetAt: number;
  limited: boolean;
}

/**
 * Most clients one window tracks. Beyond it the least recently seen client is forgotten (and starts
 * from zero if it comes back in the same window): a flood of addresses cannot grow the map, and no
 * client ever shares a count with strangers. Clients are keyed by `clientKey` (an IPv6 network, not
 * an address), so only a holder of a very large IPv6 block can make that many keys.
 */
export const MAX_CLIENTS = 100_000;

/**
 * What one of `processes` processes allows a client when the balancer spreads its requests: the
 * limit's share, rounded up, at least 1.
 */
export const processShare = (limit: number, processes: number): number => Math.max(1, Math.ceil(limit / processes));

/**
 * Fixed-window counts per client in memory, at most `maxClients` of them (least recently used
 * evicted); the counts are dropped whole when the window turns.
 */
export class WindowCounter {
  private readonly counts: LRUCache<string, number>;
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly windowMs: number;

  constructor(
    private readonly limit: number,
    windowSeconds: number,
    maxClients = MAX_CLIENTS,
  ) {
    this.windowMs = windowSeconds * 1000;
    this.counts = new LRUCache<string, number>({ max: maxClients });
  }

  /** Clients tracked in the current window. */
  get size(): number {
    return this.counts.size;
  }

  hit(client: string, now: number): WindowHit {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    if (start !== this.windowStart) {
      this.counts.clear();
      this.windowStart = start;
    }
    const hits = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, hits);
    const resetAt = start + this.windowMs;
    return {
      hits,
      remaining: Math.max(0, this.limit - hits),
      reset: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      resetAt,
      limited: hits > this.limit,
    };
  }

  /** Takes back one counted request of `client` (a store's `decrement`). */
  unhit(client: string): void {
    const hits = this.counts.get(client);
    if (hits === undefined) return;
    if (hits > 1) this.counts.set(client, hits - 1);
    else this.counts.delete(client);
  }

  /** Forgets `client`'s count. */
  forget(client: string): void {
    this.counts.delete(client);
  }
}
