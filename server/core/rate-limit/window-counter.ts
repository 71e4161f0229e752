export interface WindowHit {
  /** What this process still allows the client in the window. */
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  limited: boolean;
}

/**
 * Most clients one window tracks (~100 bytes each). Beyond it, new clients share one counter, so a
 * flood of addresses (IPv6 makes them cheap) cannot grow the map or reset anyone's count.
 */
const MAX_CLIENTS = 100_000;
const OVERFLOW = '\u0000overflow';

/**
 * What one of `processes` processes allows a client when the balancer spreads its requests: the
 * limit's share, rounded up, at least 1.
 */
export const processShare = (limit: number, processes: number): number => Math.max(1, Math.ceil(limit / processes));

/** Fixed-window counts per client in memory: the map is dropped whole when the window turns. */
export class WindowCounter {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly windowMs: number;

  constructor(
    private readonly limit: number,
    windowSeconds: number,
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  hit(client: string, now: number): WindowHit {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    if (start !== this.windowStart) {
      this.counts = new Map();
      this.windowStart = start;
    }
    const key = this.counts.has(client) || this.counts.size < MAX_CLIENTS ? client : OVERFLOW;
    const hits = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, hits);
    return {
      remaining: Math.max(0, this.limit - hits),
      reset: Math.max(1, Math.ceil((start + this.windowMs - now) / 1000)),
      limited: hits > this.limit,
    };
  }
}
