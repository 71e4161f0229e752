import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface LocalServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Stops listening and drops open keep-alive connections. */
  close: () => Promise<void>;
}

/** Serves `app` on a free port of 127.0.0.1, for tests that need a small app of their own. */
export async function listenLocally(app: Express): Promise<LocalServer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
