import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientGoneSignal } from '../client-gone.js';
import { clientKey } from '../rate-limit/client-key.js';
import { GateBusy, SlotGate } from '../slot-gate.js';
import { markNoStore } from './public-cache.js';

export const EXPORT_BUSY_MESSAGE = 'ただいまダウンロードが混み合っています。しばらく待ってから再度お試しください';

export interface ExportGateOptions {
  /** Exports this process runs at once. */
  running: number;
  /** Exports that may wait for a slot, in arrival order; more are refused at once. */
  waiting: number;
  /** How long one waits before it is refused. */
  waitMs: number;
  /** Exports one client (clientKey: an IPv4 address or an IPv6 /56) may have running or waiting. */
  perClient: number;
  /** Retry-After of a refusal, in seconds. */
  retryAfterSeconds?: number;
}

/**
 * Bounds the whole-list downloads a process runs at once. A public CSV reads and encodes every
 * matching row (about half a second of CPU for a category of 20,000 devices), so a client within
 * the per-minute request limit could otherwise keep every core busy with them. Past the slots an
 * export waits in line (a SlotGate); past the line, the wait or the client's share, it gets 503
 * with Retry-After and the REST error shape, and the rest of the site stays fast. A client that
 * leaves while waiting gives its place back. A 304 or a cached answer never reaches the gate (it
 * sits after the cache).
 */
export function exportGate(options: ExportGateOptions): RequestHandler {
  const gate = new SlotGate(options);
  const refuse = (res: Response) => {
    markNoStore(res);
    res.setHeader('Retry-After', String(options.retryAfterSeconds ?? 10));
    res.status(503).json({ message: EXPORT_BUSY_MESSAGE });
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // The slot is held until the response ends, however it ends.
    const held = () =>
      new Promise<void>((release) => {
        if (res.closed) return release();
        res.once('close', release);
        next();
      });
    // A client that leaves while waiting gives its place back.
    gate.run(held, { signal: clientGoneSignal(res), client: clientKey(req.ip) }).catch((error: unknown) => {
      if (error instanceof GateBusy) refuse(res);
    });
  };
}
