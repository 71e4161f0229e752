import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { getOperationAST, parse } from 'graphql';
import onHeaders from 'on-headers';
import { operationMemo } from '../graphql/operation-memo.js';
import { isJsonObject } from '../validation.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit token: the server sets a JavaScript-readable XSRF-TOKEN cookie
 * (random.hmac); a state-changing request must echo it in X-XSRF-TOKEN. The HMAC stops a
 * cookie planted by a sibling subdomain from being accepted.
 *
 * The cookie is handed out by every /api answer that is not a cacheable public read (GET
 * /api/login, every refusal, every signed-in answer; GET /api/xsrf_token is kept for clients that
 * learnt it), as the original did for the legacy tools written against it: they read the cookie
 * from their first answer. Never by a public read (a GraphQL query sent with POST included): a
 * Set-Cookie would make every public answer uncacheable for a CDN (docs/decisions.md).
 */
export function createXsrf(key: Buffer) {
  const sign = (nonce: string) => createHmac('sha256', key).update(`xsrf:${nonce}`).digest('base64url');
  const issue = () => {
    const nonce = randomBytes(24).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };
  const isGenuine = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, mac] = token.split('.');
    return Boolean(nonce && mac) && safeEqual(mac!, sign(nonce!));
  };

  /** Sets the cookie when missing or forged. */
  const ensureCookie = (req: Request, res: Response) => {
    if (isGenuine(req.cookies?.[XSRF_COOKIE])) return;
    const token = issue();
    req.cookies[XSRF_COOKIE] = token;
    res.cookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
  };

  /** A write without a genuine cookie is refused below, but its answer carries one: the retry passes. */
  const refuse = (req: Request, res: Response) => {
    ensureCookie(req, res);
    const message = 'XSRFトークンが一致しません。ページを再読み込みしてから、もう一度お試しください';
    res.status(403).json({ message, errors: [{ message, extensions: { code: 'XSRF_TOKEN_MISMATCH' } }] });
  };

  /**
   * /api: an answer that is not marked cacheable by anyone (core/http/public-cache.ts) carries the
   * cookie when the client holds none, decided as the headers go out, once the route chose.
   */
  const handOutMiddleware = (req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, () => {
      if (!isCacheablePublicAnswer(res)) ensureCookie(req, res);
    });
    next();
  };

  /** GET /api/xsrf_token: 204 with the cookie, for a client about to write (never cached). */
  const tokenRoute = (req: Request, res: Response) => {
    ensureCookie(req, res);
    res.set('Cache-Control', 'no-store').status(204).end();
  };

  /** Refuses unsafe methods whose header does not match the cookie. */
  const verifyMiddleware = (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const cookie = req.cookies?.[XSRF_COOKIE];
    const header = req.get(XSRF_HEADER);
    if (isGenuine(cookie) && header !== undefined && safeEqual(header, cookie)) return next();
    refuse(req, res);
  };

  /**
   * /graphql: only a document that would run a mutation (or anything without a query text, such
   * as a persisted query's hash) needs the token. A query changes nothing, so third parties may
   * POST queries without it (Apollo's CSRF prevention still applies), and get no cookie for them;
   * a document that does not parse or names no operation of its own runs nothing, and its sender
   * learns Apollo's reason (GRAPHQL_PARSE_FAILED, an unknown operation) rather than that a token
   * is missing. So does a batch of such documents: the server takes no batches. Runs after the
   * JSON body parser.
   */
  const verifyGraphqlMiddleware = (req: Request, res: Response, next: NextFunction) => {
    const operations: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    if (operations.length > 0 && operations.every(runsNoMutation)) return next();
    verifyMiddleware(req, res, next);
  };

  return { tokenRoute, handOutMiddleware, verifyMiddleware, verifyGraphqlMiddleware, issue };
}

function isCacheablePublicAnswer(res: Response): boolean {
  const cacheControl = res.getHeader('Cache-Control');
  return typeof cacheControl === 'string' && cacheControl.startsWith('public');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function runsNoMutation(body: unknown): boolean {
  if (!isJsonObject(body)) return false;
  const { query, operationName } = body;
  if (typeof query !== 'string') return false;
  return !operationMutates(query, typeof operationName === 'string' ? operationName : undefined);
}

/** Whether the operation Apollo would run is a mutation or a subscription (none runs: false). */
const operationMutates = operationMemo((query, operationName) => {
  try {
    const operation = getOperationAST(parse(query), operationName);
    return operation ? operation.operation !== 'query' : false;
  } catch {
    return false;
  }
});
