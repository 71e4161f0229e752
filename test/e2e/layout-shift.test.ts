import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
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

/**
 * The sum of the layout-shift entries of `url` loaded in a new tab of `context` (a tab starts with
 * an empty session storage, as a ctrl-click does) on a 4× slower CPU, once its data has settled.
 */
async function layoutShift(context: BrowserContext, url: string) {
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
  await page.close();
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Chromium's layout-shift tracker ignores a move of less than this many CSS pixels. */
const MOVE_THRESHOLD = 3;

/**
 * What moves as the rest of the page arrives, for the document at `path` cut from its header to
 * the end of its main content: on a slow phone Chromium paints a document it has
 * parsed in part, so whatever is painted from an early part of the markup must keep its place as
 * the later parts come. Each cut is served at the portal's origin (its stylesheet loads) without
 * the scripts.
 */
async function movesWhileParsed(page: Page, path: string): Promise<string[]> {
  const response = await fetch(`${portal.server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  const cutUrl = `${portal.server.baseUrl}/layout-cut`;
  let served = html;
  await page.route(cutUrl, (route) => route.fulfill({ body: served, contentType: 'text/html' }));
  const placesOf = async (document: string) => {
    served = document;
    await page.goto(cutUrl);
    // Where each element stands (document order), and whether it is painted (a visually hidden label is not).
    return page.evaluate<{ x: number; y: number; painted: boolean; text: string }[]>(
      `[...document.querySelectorAll('body *')].map((e) => { const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, painted: getComputedStyle(e).visibility === 'visible' && r.width * r.height > 1, text: e.textContent.trim().slice(0, 20) }; })`,
    );
  };
  const final = await placesOf(html);
  const start = html.indexOf('<header');
  const mainStart = html.indexOf('<main', start);
  const end = html.indexOf('</main>', mainStart);
  // After every tag of the header and the breadcrumb; in main, after each element's end (a row of
  // cells or links, a count beside its pager), where each of its moves showed.
  const cutsAfter = (at: number) =>
    html[at - 1] === '>' && (at < mainStart || html[html.lastIndexOf('<', at - 1) + 1] === '/');
  const moves: string[] = [];
  for (let cut = start + 1; cut < end; cut++) {
    if (!cutsAfter(cut)) continue;
    const early = await placesOf(html.slice(0, cut));
    early.forEach((place, index) => {
      if (!place.painted) return;
      const moved = Math.max(Math.abs(place.x - final[index]!.x), Math.abs(place.y - final[index]!.y));
      if (moved >= MOVE_THRESHOLD)
        moves.push(`「${place.text}」 moves ${Math.round(moved)} px once parsed past …${html.slice(cut - 60, cut)}`);
    });
  }
  return moves;
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
    for (const viewport of VIEWPORTS) {
      const context = await portal.browser.newContext({ viewport });
      for (const path of paths) {
        const { total, shifts } = await layoutShift(context, `${portal.server.baseUrl}${path}`);
        expect(total, `${path} at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_SHIFT);
      }
      await context.close();
    }
  });

  it('a page painted before it is parsed whole: nothing painted moves as the rest arrives, on a phone and a wide screen', async () => {
    // Chance alone decides where a throttled load's parser yields (the header moved in about 1
    // throttled load in 40, and failed the test above on CI at 375 px): every cut is tried here.
    for (const path of ['/cogenerations', '/house/links/opening/window']) {
      for (const viewport of VIEWPORTS) {
        const page = await portal.browser.newPage({ viewport, javaScriptEnabled: false });
        expect(await movesWhileParsed(page, path), `${path} at ${viewport.width} px`).toEqual([]);
        await page.close();
      }
    }
  });

  it('a signed-in screen opened in a new tab shows no signed-out header first, and nothing moves', async () => {
    const screens = [
      { email: 'admin@example.jp', password: 'Admin-pass-1234', paths: ['/admin/organizations', '/admin/information'] },
      { email: 'tanaka@towa-energy.example.jp', password: 'Demo-pass-1234', paths: ['/organization/organization'] },
    ];
    for (const viewport of VIEWPORTS)
      for (const { email, password, paths } of screens) {
        const context = await portal.browser.newContext({ viewport });
        const signInTab = await context.newPage();
        await portal.signIn(signInTab, email, password);
        for (const path of paths) {
          const { total, shifts } = await layoutShift(context, `${portal.server.baseUrl}${path}`);
          expect(total, `${path} at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_SHIFT);
        }
        await context.close();
      }
  });

  it('while a new tab asks who is signed in, it shows the progress bar and no signed-out header', async () => {
    const context = await portal.browser.newContext({ viewport: VIEWPORTS[0] });
    await portal.signIn(await context.newPage(), 'admin@example.jp', 'Admin-pass-1234');
    const page = await context.newPage();
    let answerMe = () => {};
    const meHeld = new Promise<void>((resolve) => (answerMe = resolve));
    await page.route(/\/graphql/, async (route) => {
      const request = route.request();
      if (/\bMe\b/.test(`${request.url()} ${request.postData() ?? ''}`)) await meHeld;
      await route.continue();
    });
    await page.goto(`${portal.server.baseUrl}/admin/organizations`);
    await page.getByRole('progressbar', { name: '読み込み中' }).waitFor();
    expect(await page.getByRole('link', { name: '情報提供事業者ログイン' }).count()).toBe(0);
    answerMe();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
