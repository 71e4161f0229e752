import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const CATEGORY_LISTS = [
  '/cogenerations',
  '/hybrid_water_heaters',
  '/electric_heat_pumps',
  '/solar_systems',
  '/solar_water_heaters',
];

/** The public pages the server renders that need no id from the data. */
const FIXED_PAGES = [
  '/house',
  '/building',
  '/house/links',
  '/building/links',
  '/house/links/opening/window',
  '/house/links/opening/door',
  '/building/links/opening',
  ...CATEGORY_LISTS,
  '/search?q=TWFC',
  '/organization/guide',
  '/organization/register',
  '/login/house',
  '/login/building',
  '/password/email',
];

const text = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function html(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${portal.server.baseUrl}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The first href under `pathPrefix` in a rendered page: a device sheet, a category's makers. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec((await html(path)).body)?.[1];
  if (!found) throw new Error(`no link like ${pattern} on ${path}`);
  return found.replace(/&amp;/g, '&');
}

/**
 * Loads `path` with scripts on and returns what would tell of a server render the browser did not
 * take over as it was: console errors and warnings (React reports hydration mismatches there, and
 * main.tsx's onRecoverableError), uncaught errors, and GraphQL requests made while the page loaded
 * (a hydrated page reads the answers it was rendered with).
 */
async function hydrationProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    // A not-found page's document itself answers 404, which Chromium reports as a failed load.
    if (path === '/no-such-page' && message.text().includes('status of 404')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/graphql') problems.push(`refetched: ${request.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(`${portal.server.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return problems;
}

describe('public pages rendered on the server', () => {
  it('sends a list with its rows and a device sheet with its numbers and values, before any script', async () => {
    const list = await html('/electric_heat_pumps');
    expect(list.status).toBe(200);
    const listText = text(list.body);
    const total = Number(/全(\d+)件/.exec(listText)?.[1]);
    expect(total).toBeGreaterThan(0);
    const rows = list.body.match(/<tr[ >][\s\S]*?<\/tr>/g) ?? [];
    // The header row, then one row a device, up to a page of 25.
    expect(rows.length - 1).toBe(Math.min(total, 25));
    expect(list.body).toMatch(/<title>電気ヒートポンプ給湯機一覧 \| [^<]+<\/title>/);
    expect(list.body).toContain('<meta name="description" content="電気ヒートポンプ給湯機の登録情報の一覧です。');
    expect(list.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/electric_heat_pumps"\/>/);
    expect(list.body).toContain('<a href="#main"');
    expect(list.headers.get('cache-control')).toBe('public, no-cache');

    const detailPath = await firstLink('/electric_heat_pumps', /href="(\/electric_heat_pumps\/\d+)"/);
    const detail = await html(detailPath);
    expect(detail.status).toBe(200);
    const detailText = text(detail.body);
    expect(detailText).toContain('証明書番号');
    expect(detailText).toContain('性能値');
    const certificate = /証明書番号 ([A-Z0-9-]+)/.exec(detailText)?.[1];
    expect(detail.body).toContain(`<title>電気ヒートポンプ給湯機 詳細（${certificate}）`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(detail.body)?.[1];
    const product = JSON.parse(jsonLd!) as { additionalProperty: unknown[] };
    expect(product).toMatchObject({ '@type': 'Product', identifier: certificate });
    // The performance values the sheet shows.
    expect(product.additionalProperty.length).toBeGreaterThan(0);

    // A device nobody may see: its query fails, so the browser renders its page; the status says so.
    const missing = await html('/electric_heat_pumps/2147483647');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('id="rendered-state"');
    expect((await html('/no-such-page')).status).toBe(404);
  });

  it('keeps a rendered page for its data version: a revisit is a 304, another edition another page', async () => {
    const first = await html('/cogenerations', { cookie: 'edition=building' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/building/);
    expect((await html('/cogenerations', { cookie: 'edition=building', 'if-none-match': etag })).status).toBe(304);
    const house = await html('/cogenerations', { cookie: 'edition=house', 'if-none-match': etag });
    expect(house.status).toBe(200);
    expect(text(house.body)).toContain('住宅版トップ');
    expect(text(first.body)).toContain('非住宅版トップ');
  });

  it('hands each page only its own answers, whichever render went before', async () => {
    const stateOf = (body: string) =>
      JSON.parse(/<script type="application\/json" id="rendered-state">([^<]*)<\/script>/.exec(body)![1]!) as {
        apollo: Record<string, unknown> & { ROOT_QUERY: Record<string, unknown> };
      };
    // Addresses no render has kept, one after another.
    for (const [list, other] of [
      ['/cogenerations', 'solar_systems'],
      ['/solar_systems', 'cogeneration_systems'],
      ['/cogenerations', 'solar_systems'],
    ] as const) {
      const { apollo } = stateOf((await html(`${list}?page=1&turn=${other}`)).body);
      expect(Object.keys(apollo.ROOT_QUERY).filter((field) => field.includes(other))).toEqual([]);
      expect(
        Object.keys(apollo).filter((id) =>
          id.startsWith(other === 'solar_systems' ? 'PublicSolar' : 'PublicCogeneration'),
        ),
      ).toEqual([]);
      expect(Object.keys(apollo.ROOT_QUERY).some((field) => field.startsWith('publicDevices('))).toBe(true);
    }
  });

  it('keeps the CSP: no inline script, the state a JSON data block', async () => {
    const page = await html('/house');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'[^;]*;/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) expect(script).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
    expect(page.body).toContain('<script type="application/json" id="rendered-state">');
  });

  it('carries the built stylesheet in the page: its first paint waits for no request', async () => {
    const page = await html('/house');
    expect(page.body).not.toContain('rel="stylesheet"');
    // A page left to the browser (a device nobody may see) links the same stylesheet.
    const shell = await html('/electric_heat_pumps/999999999');
    const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shell.body)?.[1];
    const stylesheet = await (await fetch(`${portal.server.baseUrl}${href}`)).text();
    expect(stylesheet.length).toBeGreaterThan(1000);
    expect(page.body).toContain(`<style>${stylesheet}</style>`);
  });

  it('lists, pages and filters with scripts off', async () => {
    const context = await portal.browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto(`${portal.server.baseUrl}/electric_heat_pumps`);
    await expect(page.getByRole('table').locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    const filters = page.getByRole('search', { name: '絞り込み' });
    const select = filters.getByRole('combobox');
    const brand = (await select.locator('option').nth(1).textContent())!;
    await select.selectOption({ label: brand });
    await filters.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(/brand_name=/);
    const brands = await page.getByRole('table').locator('tbody tr td:first-child').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set([brand]));
    // The list's CSV is a link: the browser saves the filtered file as the server names it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV出力' }).click(),
    ]);
    expect(download.url()).toContain('/api/electric_heat_pumps/download/csv?brand_name=');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect((await readFile((await download.path())!)).length).toBeGreaterThan(0);
    // Every header entry and crumb is a link a crawler can follow.
    await expect(page.getByRole('link', { name: '情報提供事業者ログイン' }).getAttribute('href')).resolves.toBe(
      '/login/house',
    );
    await context.close();
  });

  it('is taken over by the browser as it was rendered, on every public page at 1280 and 375 px', async () => {
    const pages = [
      ...FIXED_PAGES,
      await firstLink('/house/links', /href="(\/house\/links\/organizations\/[^"]+)"/),
      ...(await Promise.all(CATEGORY_LISTS.map((list) => firstLink(list, new RegExp(`href="(${list}/\\d+)"`))))),
      '/no-such-page',
    ];
    for (const width of [1280, 375]) {
      const context = await portal.browser.newContext({ viewport: { width, height: 900 }, locale: 'ja-JP' });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of pages) problems.push(...(await hydrationProblems(page, path)).map((p) => `${path}: ${p}`));
      expect(problems, `at ${width} px`).toEqual([]);
      await context.close();
    }
  });

  it('starts a page left to the browser (a device nobody may see) without a warning', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The document itself answers 404, which Chromium reports as a failed load.
      if (message.text().includes('status of 404')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const response = await page.goto(`${portal.server.baseUrl}/electric_heat_pumps/999999999`);
    expect(response?.status()).toBe(404);
    await page.getByText('この機器は見つかりません').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a page left to the browser', () => {
  const url = () => `${portal.server.baseUrl}/electric_heat_pumps/999999999`;

  it('says it is loading until its scripts have drawn it', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'ja-JP' });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const loaded = page.goto(url());
    try {
      await page.getByRole('status').filter({ hasText: '読み込み中…' }).waitFor();
      // Faded in once the load has taken half a second.
      await expect
        .poll(() => page.evaluate(`getComputedStyle(document.getElementById('app-loading')).opacity`))
        .toBe('1');
    } finally {
      release();
      await loaded;
    }
    await page.getByText('この機器は見つかりません').waitFor();
    await expect(page.locator('#app-loading').count()).resolves.toBe(0);
    await context.close();
  });

  it('says only that it needs JavaScript when scripts are off', async () => {
    // A browser whose settings forbid scripts, so its parser shows <noscript> (a context with
    // javaScriptEnabled: false still parses it as scripted), checked through the protocol: the
    // locators' own scripts cannot run in it.
    const browser = await launchBrowser(['--blink-settings=scriptEnabled=false']);
    try {
      const page = await browser.newPage({ locale: 'ja-JP' });
      await page.goto(url());
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const box = async (selector: string) => {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        return cdp.send('DOM.getBoxModel', { nodeId });
      };
      await expect(box('noscript p')).resolves.toHaveProperty('model');
      // Not drawn at all: no box.
      await expect(box('#app-loading')).rejects.toThrow(/box model/i);
    } finally {
      await browser.close();
    }
  });
});
