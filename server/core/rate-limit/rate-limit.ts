import type { NextFunction, Request, Response } from 'express';
import { systemClock } from '../clock.js';
import { markNoStore } from '../http/public-cache.js';
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
}

/**
 * Per-client fixed-window rate limit of anonymous-capable reads, counted in this process's memory:
 * a public read writes nothing to PostgreSQL. With N processes behind a balancer that spreads a
 * client's requests, each allows limit/N. Sign-in throttles stay durable in PostgreSQL
 * (modules/auth/throttle). Sends the IETF draft `RateLimit-*` headers and 429 + Retry-After.
 * The client is the request IP (behind a proxy: set TRUST_PROXY so req.ip is the real client).
 */
export function rateLimit(options: RateLimitOptions) {
  const windowSeconds = options.windowSeconds ?? 60;
  const now = options.now ?? (() => systemClock.now());
  const counter = new WindowCounter(processShare(options.limit, options.processes ?? 1), windowSeconds);
  return (req: Request, res: Response, next: NextFunction) => {
    const result = counter.hit(`${options.bucket}:${req.ip ?? 'unknown'}`, now());
    res.setHeader('RateLimit-Policy', `${options.limit};w=${windowSeconds}`);
    res.setHeader('RateLimit-Limit', String(options.limit));
    res.setHeader('RateLimit-Remaining', String(result.remaining));
    res.setHeader('RateLimit-Reset', String(result.reset));
    if (!result.limited) return next();
    markNoStore(res);
    res.setHeader('Retry-After', String(result.reset));
    res.status(429).json(options.body ? options.body(RATE_LIMIT_MESSAGE) : { message: RATE_LIMIT_MESSAGE });
  };
}

/** GraphQL-shaped 429 body. */
export const graphqlRateLimitBody = (message: string) => ({
  errors: [{ message, extensions: { code: 'RATE_LIMITED' } }],
});
