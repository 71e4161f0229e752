import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { logger, requestScope } from '../logger.js';
import type { RequestContext } from '../context.js';

// A request id a proxy or client sent along is kept (to follow one request across services) when
// it looks like an id; anything else gets a fresh UUID.
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

type Locals = { requestId?: string; ctx?: RequestContext };

/**
 * One line per request, written when the answer is finished (or the client went away):
 * method, path (no query string: it may carry tokens), status, milliseconds, request id and the
 * signed-in user's id. Never bodies, headers or cookies. The id is also sent back in X-Request-Id
 * and is in every error answer.
 */
export const accessLog = pinoHttp({
  logger,
  quietReqLogger: true,
  // Load balancer probes every few seconds would drown the log.
  autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  genReqId(req: IncomingMessage, res: ServerResponse) {
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  },
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
    res: (res: { statusCode: number }) => ({ status: res.statusCode }),
  },
  customProps: (_req, res) => {
    const userId = ((res as unknown as Response).locals as Locals | undefined)?.ctx?.viewer?.user.id;
    return userId === undefined ? {} : { userId };
  },
  customLogLevel: (_req, res, err) =>
    err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${ms}ms`,
  customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
  // The error itself was logged (with its stack) where it was handled.
  customAttributeKeys: { responseTime: 'ms' },
});

/** The path as the client sent it (Express rewrites req.url inside routers), without the query. */
function pathOf(req: IncomingMessage): string {
  return ((req as Partial<Request>).originalUrl ?? req.url ?? '').split('?')[0];
}

/** Makes the request id the request's own (res.locals) and the log scope of everything after. */
export function requestIdScope(req: Request, res: Response, next: NextFunction): void {
  const id = String(req.id);
  (res.locals as Locals).requestId = id;
  requestScope.run(id, next);
}
