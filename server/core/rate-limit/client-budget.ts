import type { Clock } from '../clock.js';
import { TooManyRequests } from '../errors.js';
import { clientKey } from './client-key.js';
import { processShare, WindowCounter } from './window-counter.js';

/**
 * A per-minute budget of some costly request per client (`clientKey`: an IPv4 address, an IPv6 /56),
 * in this process's memory, taken before any database work (with N processes each allows 1/N). For
 * the requests whose durable throttles are keyed by what is asked (an address, a number) as well as
 * the IP: a client asking for a new one each time never reaches those, while every request still
 * costs its work. At most MAX_CLIENTS clients are tracked (least recently seen forgotten first).
 * Not express-rate-limit middleware: the services take it inside REST and GraphQL handlers alike.
 */
export class ClientBudget {
  private readonly counter: WindowCounter;

  constructor(
    private readonly clock: Clock,
    processes: number,
    /** Across all processes. */
    perMinute: number,
    maxClients?: number,
  ) {
    this.counter = new WindowCounter(processShare(perMinute, processes), 60, maxClients);
  }

  /** Clients tracked in the current minute. */
  get size(): number {
    return this.counter.size;
  }

  /** Counts one request of `ip`; past the budget, throws 429 with `message` and Retry-After. */
  take(ip: string, message?: string): void {
    const hit = this.counter.hit(clientKey(ip), this.clock.now());
    if (hit.limited) throw TooManyRequests(message, hit.reset);
  }
}
