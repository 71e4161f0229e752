import type { NextFunction, Request, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { systemClock } from '../clock.js';

export const RATE_LIMIT_MESSAGE = 'リクエストが多すぎます。しばらく待ってから再度お試しください';

export interface RateLimitOptions {
  /** Counter namespace, e.g. "graphql" or "api-devices". */
  bucket: string;
  /** Requests allowed per client per window. */
  limit: number;
  windowSeconds?: number;
  /** The EntityManager to count with (a fork per request). */
  em: (req: Request, res: Response) => EntityManager;
  /** Body of the 429 answer; REST gets {message}, GraphQL an errors array. */
  body?: (message: string) => unknown;
  /** Where the window reads "now", in ms (the services' clock: tests move it instead of sleeping). */
  now?: (req: Request, res: Response) => number;
}

export interface RateLimitResult {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  limited: boolean;
}

/**
 * One statement per request: upsert the (client, window) counter and read it back. Old windows
 * are deleted now and then by the same request that opens a new window.
 */
export async function hit(
  em: EntityManager,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = (await em.getConnection().execute(
    `insert into rate_limit_windows (key, window_start, hits) values (?, ?, 1)
     on conflict (key, window_start) do update set hits = rate_limit_windows.hits + 1
     returning hits`,
    [key, start],
  )) as { hits: number }[];
  const hits = Number(rows[0]?.hits ?? 1);
  if (hits === 1 && Math.random() < 0.05) {
    await em
      .getConnection()
      .execute('delete from rate_limit_windows where window_start < ?', [new Date(start.getTime() - windowMs)]);
  }
  return {
    limit,
    remaining: Math.max(0, limit - hits),
    reset: Math.max(1, Math.ceil((start.getTime() + windowMs - now) / 1000)),
    limited: hits > limit,
  };
}

/**
 * Per-client fixed-window rate limit with the IETF draft `RateLimit-*` headers (the ones
 * express-rate-limit sends as standardHeaders) and 429 + Retry-After beyond the limit.
 * The client is the request IP (behind a proxy: set TRUST_PROXY so req.ip is the real client).
 */
export function rateLimit(options: RateLimitOptions) {
  const windowSeconds = options.windowSeconds ?? 60;
  const now = options.now ?? (() => systemClock.now());
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = `${options.bucket}:${req.ip ?? 'unknown'}`;
      const result = await hit(options.em(req, res), key, options.limit, windowSeconds, now(req, res));
      res.setHeader('RateLimit-Policy', `${result.limit};w=${windowSeconds}`);
      res.setHeader('RateLimit-Limit', String(result.limit));
      res.setHeader('RateLimit-Remaining', String(result.remaining));
      res.setHeader('RateLimit-Reset', String(result.reset));
      if (result.limited) {
        res.setHeader('Retry-After', String(result.reset));
        res.status(429).json(options.body ? options.body(RATE_LIMIT_MESSAGE) : { message: RATE_LIMIT_MESSAGE });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** GraphQL-shaped 429 body. */
export const graphqlRateLimitBody = (message: string) => ({
  errors: [{ message, extensions: { code: 'RATE_LIMITED' } }],
});
