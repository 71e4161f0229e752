import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface Portal {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real portal (embedded PostgreSQL, demo seed) and one Chromium for the test file: started
 * before its tests, stopped after them. Read `portal.server` / `portal.browser` inside tests.
 */
export function usePortal(): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    portal.browser = await launchBrowser();
    portal.server = await startServer();
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.stop();
  });
  return portal;
}
