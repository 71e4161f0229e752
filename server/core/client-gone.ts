import type { Response } from 'express';

/**
 * Aborts when the response closes before it was sent in full: the client went away (a canceled
 * upload). Long work that asks it stops where it is.
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const abort = new AbortController();
  if (res.destroyed && !res.writableFinished) abort.abort();
  else
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
  return abort.signal;
}
