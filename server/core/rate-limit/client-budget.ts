import type { Clock } from '../clock.js';
import { TooManyRequests } from '../errors.js';
import { processShare, WindowCounter } from './window-counter.js';

/**
 * A per-minute budget of some costly request per client IP, in this process's memory, taken before
 * any database work (with N processes each allows 1/N). For the requests whose durable throttles
 * are keyed by what is asked (an address, a number) as well as the IP: a client asking for a new
 * one each time never reaches those, while every request still costs its work.
 */
export class ClientBudget {
  private readonly counter: WindowCounter;

  constructor(
    private readonly clock: Clock,
    processes: number,
    /** Across all processes. */
    perMinute: number,
  ) {
    this.counter = new WindowCounter(processShare(perMinute, processes), 60);
  }

  /** Counts one request of `ip`; past the budget, throws 429 with `message` and Retry-After. */
  take(ip: string, message?: string): void {
    const hit = this.counter.hit(ip, this.clock.now());
    if (hit.limited) throw TooManyRequests(message, hit.reset);
  }
}
