import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/**
 * The JavaScript budget of a visitor's first load (issue #16): what a phone downloads before a
 * public page is usable. Measured as the browser receives it (compressed bytes on the wire).
 */
const BUDGET_BYTES = 150 * 1024;

async function javascriptBytes(page: Page, url: string): Promise<{ bytes: number; files: string[] }> {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  return { bytes: loaded.reduce((sum, s) => sum + s.bytes, 0), files: loaded.map((s) => new URL(s.url).pathname) };
}

describe('first load of a public page', () => {
  it('stays within 150 KiB of compressed JavaScript on /house, a public list and a device detail', async () => {
    const detail = (await (await fetch(`${portal.server.baseUrl}/api/cogeneration_systems?public=1`)).json()) as {
      data: { id: number }[];
    };
    for (const path of ['/house', '/cogenerations', `/cogenerations/${detail.data[0]!.id}`]) {
      const page = await portal.browser.newPage();
      const { bytes, files } = await javascriptBytes(page, `${portal.server.baseUrl}${path}`);
      expect(files.length, path).toBeGreaterThan(0);
      expect(bytes, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
      await page.close();
    }
  });
});
