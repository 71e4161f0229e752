import type { NextFunction, Request, Response } from 'express';
import {
  rateLimit as expressRateLimit,
  type AugmentedRequest,
  type IncrementResponse,
  type Store,
} from 'express-rate-limit';
import { systemClock } from '../clock.js';
import { markNoStore } from '../http/public-cache.js';
import { clientKey } from './client-key.js';
import { processShare, WindowCounter } from './window-counter.js';

export const RATE_LIMIT_MESSAGE = 'リクエストが多すぎます。しばらく待ってから再度お試しください';

export interface RateLimitOptions {
  /** Counter namespace, e.g. "graphql" or "api". */
  bucket: string;
  /** Requests allowed per client per window, across all processes. */
  limit: number;
  /** Processes sharing the clients (WEB_CONCURRENCY): each counts its share of the limit. */
  processes?: number;
  windowSeconds?: number;
  /** Body of the 429 answer; REST gets {message}, GraphQL an errors array. */
  body?: (message: string) => unknown;
  /** Where the window reads "now", in ms (the services' clock: tests move it instead of sleeping). */
  now?: () => number;
  /** Most clients tracked at once (MAX_CLIENTS unless a test sets it). */
  maxClients?: number;
}

/**
 * express-rate-limit's store over our bounded fixed window. Its `resetTime` is in the limiter's own
 * clock (`now`), which may be a test's manual clock: express-rate-limit reads `Date.now()` for its
 * own headers, so those stay off and `rateLimit` writes them from the same clock.
 */
class WindowStore implements Store {
  readonly localKeys = true;

  constructor(
    private readonly counter: WindowCounter,
    private readonly now: () => number,
  ) {}

  increment(key: string): IncrementResponse {
    const hit = this.counter.hit(key, this.now());
    return { totalHits: hit.hits, resetTime: new Date(hit.resetAt) };
  }

  decrement(key: string): void {
    this.counter.unhit(key);
  }

  resetKey(key: string): void {
    this.counter.forget(key);
  }
}

/**
 * Per-client fixed-window rate limit of anonymous-capable reads, counted in this process's memory:
 * a public read writes nothing to PostgreSQL. With N processes behind a balancer that spreads a
 * client's requests, each allows limit/N. Sign-in throttles stay durable in PostgreSQL
 * (modules/auth/throttle). Sends the IETF draft `RateLimit-*` headers and 429 + Retry-After.
 * The client is `clientKey(req.ip)`: an IPv4 address or an IPv6 /56 (behind a proxy: set
 * TRUST_PROXY so req.ip is the real client). At most MAX_CLIENTS clients are tracked per bucket,
 * the least recently seen forgotten first.
 *
 * express-rate-limit runs the middleware (key, store, 429 handler). Two things it cannot do are
 * ours: its headers read `Date.now()` (ours follow the injectable clock, so tests move a manual one)
 * and name the limit it enforces, which with WEB_CONCURRENCY is this process's share, while
 * `RateLimit-Policy`/`RateLimit-Limit` have always named the limit across all processes.
 */
export function rateLimit(options: RateLimitOptions) {
  const windowSeconds = options.windowSeconds ?? 60;
  const now = options.now ?? (() => systemClock.now());
  const share = processShare(options.limit, options.processes ?? 1);
  const store = new WindowStore(new WindowCounter(share, windowSeconds, options.maxClients), now);

  const writeHeaders = (req: Request, res: Response): number => {
    const info = (req as AugmentedRequest).rateLimit;
    const reset = Math.max(1, Math.ceil(((info.resetTime?.getTime() ?? now()) - now()) / 1000));
    res.setHeader('RateLimit-Policy', `${options.limit};w=${windowSeconds}`);
    res.setHeader('RateLimit-Limit', String(options.limit));
    res.setHeader('RateLimit-Remaining', String(info.remaining));
    res.setHeader('RateLimit-Reset', String(reset));
    return reset;
  };

  const limiter = expressRateLimit({
    windowMs: windowSeconds * 1000,
    limit: share,
    store,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => `${options.bucket}:${clientKey(req.ip)}`,
    // The key is clientKey(), which calls ipKeyGenerator (the check only reads this function's source).
    validate: { keyGeneratorIpFallback: false },
    handler: (req, res) => {
      const reset = writeHeaders(req, res);
      markNoStore(res);
      res.setHeader('Retry-After', String(reset));
      res.status(429).json(options.body ? options.body(RATE_LIMIT_MESSAGE) : { message: RATE_LIMIT_MESSAGE });
    },
  });

  return (req: Request, res: Response, next: NextFunction) =>
    limiter(req, res, (error?: unknown) => {
      if (error === undefined) writeHeaders(req, res);
      next(error);
    });
}

/** GraphQL-shaped 429 body. */
export const graphqlRateLimitBody = (message: string) => ({
  errors: [{ message, extensions: { code: 'RATE_LIMITED' } }],
});
