import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface Portal {
  server: RunningServer;
  browser: Browser;
  /** Signs in through the real login page and waits until it has moved on. */
  signIn: (page: Page, email: string, password: string, edition?: 'house' | 'building') => Promise<void>;
}

/**
 * One real portal (embedded PostgreSQL, demo seed) and one Chromium for the test file: started
 * before its tests, stopped after them. Read `portal.server` / `portal.browser` inside tests.
 */
export function usePortal(): Portal {
  const portal = {
    signIn: async (page, email, password, edition = 'house') => {
      await page.goto(`${portal.server.baseUrl}/login/${edition}`);
      await page.getByLabel('メールアドレス').fill(email);
      await page.getByLabel('パスワード').fill(password);
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    },
  } as Portal;
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
