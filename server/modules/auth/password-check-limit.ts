import type { Clock } from '../../core/clock.js';
import { TooManyRequests } from '../../core/errors.js';
import { WindowCounter } from '../../core/rate-limit/window-counter.js';

/**
 * Counts the requests that cost an argon2id check or hash (sign-in, the evaluator links, setting
 * a password from a reset link; 19 MB and tens of milliseconds each) per client IP, in this
 * process's memory, before any database work. The durable throttles count failures per (address
 * or number, IP): a client trying a new address each time never reached them, and each try still
 * cost a hash and held a database connection through it. With N processes each allows 1/N.
 */
export class PasswordCheckLimit {
  private readonly counter: WindowCounter;

  constructor(
    private readonly clock: Clock,
    processes: number,
    /** Across all processes (PASSWORD_CHECKS_PER_MINUTE). */
    perMinute: number,
  ) {
    this.counter = new WindowCounter(Math.max(1, Math.ceil(perMinute / processes)), 60);
  }

  /** Counts one check for `ip`; past the limit, throws 429 with `message` and Retry-After. */
  take(ip: string, message?: string): void {
    const hit = this.counter.hit(ip, this.clock.now());
    if (hit.limited) throw TooManyRequests(message, hit.reset);
  }
}
