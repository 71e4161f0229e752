import type { NextFunction, Request, Response } from 'express';
import { ERROR_KINDS, isAppError } from '../errors.js';
import { logger } from '../logger.js';
import { snakeFieldErrors } from './case.js';
import { unavailableOr } from '../ops/database-unavailable.js';
import { markNoStore } from '../http/public-cache.js';

interface HttpParserError {
  type?: string;
  status?: number;
}

/**
 * stream.pipeline's failure when the response closed before the end without an error of its own:
 * the connection was closed from the other side. (A failing source rejects with its own error.)
 */
function closedByClient(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** The REST half of the error table (ARCHITECTURE §3). Nothing a user sends can escape unmasked. */
export function restErrorHandler(raised: unknown, req: Request, res: Response, _next: NextFunction): void {
  const error = unavailableOr(raised);
  if (res.headersSent) {
    // A stream (PDF, CSV) failed midway: the status is gone, so cut the connection; the client
    // sees a broken download instead of waiting for an end that never comes. A client that went
    // away itself (a cancelled download, a PDF viewer done with its range) is no failure here: the
    // access log marks that request aborted.
    if (!closedByClient(error))
      logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'error after the answer started');
    res.destroy();
    return;
  }
  // A public answer marked cacheable before it failed: a refusal is never stored.
  markNoStore(res);
  if (isAppError(error)) {
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (error.kind === 'unavailable') {
      // Before Apollo (rate limit, session): /graphql clients still get a GraphQL-shaped answer.
      const requestId = res.locals.requestId as string | undefined;
      const graphql = req.originalUrl.startsWith('/graphql');
      res
        .status(503)
        .json(
          graphql
            ? { errors: [{ message: error.message, extensions: { code: error.code, requestId } }] }
            : { message: error.message, request_id: requestId },
        );
      return;
    }
    const body: Record<string, unknown> = { message: error.message };
    if (error.fieldErrors) body.errors = snakeFieldErrors(error.fieldErrors);
    res.status(error.status).json(body);
    return;
  }
  const parserError = error as HttpParserError;
  if (parserError?.type === 'entity.too.large') {
    res.status(413).json({ message: 'リクエストが大きすぎます' });
    return;
  }
  if (parserError?.status === 404) {
    res.status(404).json({ message: 'ファイルが見つかりません' });
    return;
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    res.status(parserError.status).json({ message: 'リクエストの形式が正しくありません' });
    return;
  }
  logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'unexpected error');
  res.status(500).json({ message: ERROR_KINDS.internal.message, request_id: res.locals.requestId });
}
