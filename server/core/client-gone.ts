import { setMaxListeners } from 'node:events';
import type { Response } from 'express';

/**
 * Listeners one request's signal may have without Node's leak warning: each search of a GraphQL
 * query (15 aliases at most) listens while it waits in a line, besides the request's own.
 */
const LISTENERS_PER_REQUEST = 32;

/**
 * Aborts when the response closes before it was sent in full: the client went away (a canceled
 * upload). Long work that asks it stops where it is.
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const abort = new AbortController();
  setMaxListeners(LISTENERS_PER_REQUEST, abort.signal);
  if (res.destroyed && !res.writableFinished) abort.abort();
  else
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
  return abort.signal;
}
