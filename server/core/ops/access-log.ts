import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Level } from 'pino';
import { maskSecretPath } from '../../rules/secret-paths.js';
import { logger, requestScope } from '../logger.js';

// A request id a proxy or client sent along is kept (to follow one request across services) when
// it looks like an id; anything else gets a fresh UUID.
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;
// Load balancer probes every few seconds would drown the log.
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * What a request's line adds besides method, path and status, filled in by whoever knows it: the
 * signed-in user (the request context, a sign-in) and, for GraphQL, what it ran (「mutation
 * disableOrganization」) and its errors' codes. Never arguments, variables or bodies.
 */
export interface AccessNote {
  userId?: number;
  graphql?: string;
  /** The codes of a GraphQL answer's errors (its status is 200 all the same): 「UNAUTHENTICATED」. */
  graphqlErrors?: string[];
}

type Locals = { requestId?: string; accessNote?: AccessNote };

/** The note of the request this response answers (made on first use). */
export function accessNote(res: Response): AccessNote {
  return ((res.locals as Locals).accessNote ??= {});
}

/** The path of a request as logged: no query (tokens, search words), a reset link's token masked. */
export function loggedPath(url: string): string {
  return maskSecretPath(url.split('?')[0]!);
}

/** A request as it ended, for what counts requests besides the log (the metrics). */
export interface FinishedRequest {
  method: string;
  /** As the client sent it, without the query. */
  path: string;
  status: number;
  ms: number;
  /** The client went away before the answer was complete. */
  aborted: boolean;
  /** A GraphQL answer's error codes (AccessNote). */
  graphqlErrors?: readonly string[];
}

/**
 * One line per request, written when the answer is finished (or the client went away first):
 * method, path (no query string: it may carry tokens), the client's address (the proxy's client
 * when TRUST_PROXY is on), status, milliseconds, request id and the signed-in user's id. Never
 * bodies, headers or cookies. The id is also sent back in X-Request-Id and is in every error answer. Written here rather than with pino-http, whose child logger and
 * serializers per request cost a tenth of a cached public answer's CPU. `observe` sees every
 * request the log does.
 */
export function accessLog(observe?: (request: FinishedRequest) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader('X-Request-Id', id);
    (res.locals as Locals).requestId = id;
    if (!UNLOGGED.has(req.url)) {
      const write = () => {
        res.off('finish', write);
        res.off('close', write);
        const finished: FinishedRequest = {
          method: req.method,
          // The path as the client sent it (routers rewrite req.url), without secrets.
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          ms: performance.now() - started,
          aborted: !res.writableFinished,
          graphqlErrors: (res.locals as Locals).accessNote?.graphqlErrors,
        };
        writeLine(req, res, id, finished);
        observe?.(finished);
      };
      res.on('finish', write);
      res.on('close', write);
    }
    next();
  };
}

function writeLine(
  req: Request,
  res: Response,
  reqId: string,
  { method, path, status, ms: exact, aborted, graphqlErrors }: FinishedRequest,
): void {
  const level: Level = status >= 500 ? 'error' : status >= 400 || aborted || graphqlErrors ? 'warn' : 'info';
  // Nothing below runs when the level is off (the client's address is worked out from the headers).
  if (!logger.isLevelEnabled(level)) return;
  const { userId, graphql } = (res.locals as Locals).accessNote ?? {};
  const ip = req.ip;
  const ms = Math.round(exact);
  const ran = [graphql, graphqlErrors?.join(',')].filter(Boolean).join(': ');
  logger[level](
    {
      reqId,
      req: { method, path, ip },
      res: { status },
      ms,
      ...(userId === undefined ? {} : { userId }),
      ...(graphql === undefined ? {} : { graphql }),
      ...(graphqlErrors === undefined ? {} : { graphqlErrors }),
    },
    (aborted ? `${method} ${path} aborted after ${ms}ms` : `${method} ${path} ${status} ${ms}ms`) +
      (ran ? ` (${ran})` : ''),
  );
}

/** Makes the request id the log scope of everything after (body parsers resume outside it: call again). */
export function requestIdScope(_req: Request, res: Response, next: NextFunction): void {
  requestScope.run((res.locals as Locals).requestId!, next);
}
