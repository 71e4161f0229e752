import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/**
 * At most this much cumulative layout shift while a public page's data arrives. What is left is a
 * list table's columns settling to their rows' widths (0.001–0.002); a section pushed down by one
 * that loaded above it, a pager or heading appearing over a table, or a breadcrumb growing a line
 * measured 0.01–0.22.
 */
const MAX_SHIFT = 0.005;

/** The sum of the page's layout-shift entries, loaded on a 4× slower CPU, once its data has settled. */
async function layoutShift(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node?.textContent ?? '').slice(0, 30)) });
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate<{ value: number; nodes: string[] }[]>('window.__shifts');
  await context.close();
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The first link on `path` whose address matches `pattern`. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const page = await portal.browser.newPage();
  await page.goto(`${portal.server.baseUrl}${path}`);
  await page.locator('main a').first().waitFor();
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  await page.close();
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${path}`);
  return found;
}

describe('layout shift', () => {
  it('public pages do not move under the visitor while their data arrives, on a phone and a wide screen', async () => {
    const paths = [
      '/house',
      '/building',
      '/house/links',
      '/house/links/opening/window',
      '/building/links/opening',
      await firstLink('/building/links', /^\/building\/links\/organizations\//),
      '/cogenerations',
      await firstLink('/cogenerations', /^\/cogenerations\/\d+/),
    ];
    for (const viewport of VIEWPORTS)
      for (const path of paths) {
        const { total, shifts } = await layoutShift(portal.browser, `${portal.server.baseUrl}${path}`, viewport);
        expect(total, `${path} at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_SHIFT);
      }
  });
});
