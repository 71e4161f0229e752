import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PublicAnswerCache } from './public-answer-cache.js';

/**
 * How long a browser, proxy or CDN may reuse a public answer without asking again: short, so a
 * change shows within a minute; revalidation after that costs one index probe and a 304.
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Part of every validator: the build that wrote the answer (this file's time, rewritten by every
 * build and the same for every process started from one build). A deploy that changes an answer's
 * shape must not have the old answer revalidated.
 */
const BUILD = statSync(fileURLToPath(import.meta.url)).mtimeMs.toString(36);

/** The data version of a public answer, or null when this answer is not public (a signed-in read). */
export type VersionOf = (req: Request, res: Response) => Promise<string | null>;

/**
 * Marks the answer cacheable by anyone, validated by `version`; reused without asking for
 * `maxAge` seconds (0: revalidated every time, as the pages are).
 */
export function markPublic(res: Response, version: string, maxAge = PUBLIC_MAX_AGE_SECONDS): void {
  res.setHeader('Cache-Control', maxAge > 0 ? `public, max-age=${maxAge}` : 'public, no-cache');
  res.setHeader('ETag', `W/"${BUILD}.${version}"`);
}

/**
 * If-None-Match against the answer's ETag, weakly (RFC 9110 §13.1.2). Not `req.fresh`: that says
 * stale whenever the request carries Cache-Control: no-cache, which fetch() adds to every request
 * with an explicit If-None-Match; no-cache is addressed to caches, and the origin answers anyway.
 * `*` (any current representation) is not taken here: whether one exists (a device id, valid
 * parameters) is known only once the route ran, so such a request gets the full answer or its
 * refusal, never a 304 for a device that does not exist.
 */
export function holdsCurrentVersion(req: Request, res: Response): boolean {
  const header = req.headers['if-none-match'];
  const etag = res.getHeader('ETag');
  if (!header || typeof etag !== 'string') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The opposite, for answers that must never be stored (errors after markPublic included). */
export function markNoStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.removeHeader('ETag');
}

/**
 * Public GET answers: Cache-Control public + an ETag from the data version; 304 before any work
 * when the client already holds that version, else the answer this process keeps for the version,
 * else the route (whose answer is then kept). Runs before the rate limit: revalidations and kept
 * answers cost no quota (docs/decisions.md).
 */
export function publicCache(versionOf: VersionOf, answers: PublicAnswerCache): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const version = await versionOf(req, res);
      if (version === null) return next();
      markPublic(res, version);
      if (holdsCurrentVersion(req, res)) {
        res.status(304).end();
        return;
      }
      if (answers.serve(req, res, version)) return;
      answers.capture(req, res, version);
      next();
    } catch (error) {
      next(error);
    }
  };
}
