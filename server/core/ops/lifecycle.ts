import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The process's serving state. Readiness turns false at the first shutdown signal, before anything
 * closes, so /readyz tells the load balancer to stop sending while in-flight work ends.
 */
export class Lifecycle {
  private stopping = false;
  private readonly responses = new Set<ServerResponse>();

  get shuttingDown(): boolean {
    return this.stopping;
  }

  get requestsInFlight(): number {
    return this.responses.size;
  }

  /** Keeps the server's requests in flight (from arrival until the response is closed). */
  track(server: Server): void {
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.responses.add(res);
      res.once('close', () => this.responses.delete(res));
    });
  }

  /** Answers with Connection: close once shutdown began, so keep-alive clients reconnect elsewhere. */
  readonly connectionClose = (_req: Request, res: Response, next: NextFunction): void => {
    if (this.stopping) res.setHeader('Connection', 'close');
    next();
  };

  /**
   * Stops accepting connections and lets in-flight requests finish (at most `graceMs`), closing
   * keep-alive sockets as soon as they are idle; after the grace period the rest are cut.
   * Resolves with the number of requests that were still running when the grace period ran out.
   */
  async drain(server: Server, graceMs: number): Promise<number> {
    this.stopping = true;
    // Requests already past the middleware when shutdown began: their answers close too.
    for (const res of this.responses) if (!res.headersSent) res.setHeader('Connection', 'close');
    let closed = false;
    const whenClosed = new Promise<void>((resolve) =>
      server.close(() => {
        closed = true;
        resolve();
      }),
    );
    const deadline = Date.now() + graceMs;
    // Idle keep-alive sockets would hold close() open until their timeout: close them as they idle.
    while (!closed && Date.now() < deadline) {
      server.closeIdleConnections();
      await sleep(50);
    }
    const cut = closed ? 0 : this.responses.size;
    server.closeAllConnections();
    await whenClosed;
    return cut;
  }
}
