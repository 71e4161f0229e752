import fs from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { renderedLines as renderedLinesOf } from './support/rendered-lines.js';

const portal = usePortal();

describe('a visitor browses the public equipment registry', () => {
  it('opens a list, filters by brand name, opens a detail, downloads the CSV and the certificate', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', acceptDownloads: true });
    await page.goto(`${portal.server.baseUrl}/electric_heat_pumps`);
    await page.getByRole('heading', { name: '電気ヒートポンプ給湯機一覧' }).waitFor();
    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .waitFor();
    await expect(page.getByTestId('last-update').textContent()).resolves.toMatch(/最終更新日: \d{4}\/\d{2}\/\d{2}/);
    await screenshot(page, 'public-list');

    const filters = page.getByRole('search', { name: '絞り込み' });
    const select = filters.getByRole('combobox');
    const brand = (await select.locator('option').nth(1).textContent())!;
    await select.selectOption({ label: brand });
    await filters.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(/brand_name=/);
    const rows = page.getByRole('table').locator('tbody tr');
    // The list re-renders after the filter: wait until it shows only the chosen brand.
    let brands: string[] = [];
    await expect
      .poll(
        async () => {
          brands = await rows.locator('td:first-child').allTextContents();
          return [...new Set(brands)];
        },
        { timeout: 15_000 },
      )
      .toEqual([brand]);
    await screenshot(page, 'public-list-filtered');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^電気ヒートポンプ給湯機一覧_\d{8}\.csv$/);
    const csv = iconv.decode(fs.readFileSync((await download.path())!), 'cp932');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^機器ID,ブランド名,発売予定年月日,公開日,証明書番号,システム品番,/);
    expect(lines.length - 1).toBe(brands.length);

    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .click();
    await page.getByRole('heading', { name: '電気ヒートポンプ給湯機 詳細' }).waitFor();
    await page.getByRole('table', { name: '性能値' }).waitFor();
    await expect(page.getByText('年間給湯保温効率（JIS）').count()).resolves.toBeGreaterThan(0);
    const certificate = page.getByRole('link', { name: /をダウンロード$/ });
    expect(await certificate.getAttribute('href')).toMatch(/^\/api\/electric_heat_pump_certificates\/\d+\/file$/);
    await screenshot(page, 'public-detail');

    const href = (await certificate.getAttribute('href'))!;
    const response = await page.evaluate(async (url) => {
      const r = await fetch(url);
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        head: new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5)),
      };
    }, href);
    expect(response).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

    // Back to the same filtered list.
    await page.getByRole('link', { name: '電気ヒートポンプ給湯機一覧へ戻る' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/electric_heat_pumps' && url.searchParams.get('brand_name') === brand,
    );
    await expect
      .poll(async () => [...new Set(await rows.locator('td:first-child').allTextContents())], { timeout: 15_000 })
      .toEqual([brand]);

    await page.goto(`${portal.server.baseUrl}/electric_heat_pumps/99999999`);
    await page.getByRole('status').filter({ hasText: 'この機器は見つかりません' }).waitFor();
    await screenshot(page, 'public-detail-missing');
  });

  it('keeps the list readable on a phone: one line per cell, the table scrolls sideways', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    await page.goto(`${portal.server.baseUrl}/electric_heat_pumps`);
    const firstBrand = page.getByRole('table').locator('tbody tr td:first-child').first();
    await firstBrand.waitFor();
    // One line of text plus padding (a squeezed column wrapped the brand to one character a line).
    expect((await firstBrand.boundingBox())!.height).toBeLessThan(60);
    const scroll = await page
      .getByTestId('list-scroll')
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll.scroll).toBeGreaterThan(scroll.client);
    await screenshot(page, 'public-list-mobile');

    // The search form is folded in a <details> (CSS, the same markup on every screen); its code
    // arrives when it is first opened.
    const form = page.getByRole('search', { name: '絞り込み' });
    await expect(form.isVisible()).resolves.toBe(false);
    await page.locator('summary', { hasText: '絞り込み' }).click();
    const select = form.getByRole('combobox');
    await select.selectOption({ label: (await select.locator('option').nth(1).textContent())! });
    await form.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(/brand_name=/);
    await page.locator('details[open] > summary', { hasText: '絞り込み（条件あり）' }).waitFor();
  });

  it("breaks a device sheet's labels on a 320 px phone between phrases and words, never inside a word", async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width: 320, height: 800 } });
    await page.goto(`${portal.server.baseUrl}/cogenerations`);
    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .click();
    await page.getByRole('table', { name: '性能値' }).waitFor();
    const renderedLines = (label: string, selector = 'th[scope="row"]') =>
      renderedLinesOf(page.locator(selector, { hasText: label }));
    // Chromium's own phrases next to overflow-wrap: anywhere gave 発電ユニットの発電方｜式.
    await expect(renderedLines('発電ユニットの発電方式')).resolves.toEqual(['発電ユニットの', '発電方式']);
    await expect(renderedLines('バックアップボイラーの種類')).resolves.toEqual(['バックアップ', 'ボイラーの種類']);
    await screenshot(page, 'public-detail-320');

    // A unit in brackets stays whole (熱媒の比熱（kJ/｜（kg・K）） before), a maker's name beside its legal form.
    await page.goto(`${portal.server.baseUrl}/solar_systems`);
    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .click();
    await page.getByRole('table', { name: '性能値' }).waitFor();
    await expect(renderedLines('熱媒の比熱')).resolves.toEqual(['熱媒の比熱', '（kJ/（kg・K））']);
    await expect(renderedLines('ひかりソーラー工業', 'td')).resolves.toEqual(['株式会社', 'ひかりソーラー工業']);
    // A certificate's file name moves down whole (SLS-2025-｜0003.pdfを｜ダウンロード before).
    await expect(renderedLines('をダウンロード', 'td')).resolves.toEqual([
      expect.stringMatching(/^SLS-\d{4}-\d{4}\.pdf$/),
      'をダウンロード',
    ]);
  });

  it('gives form controls 16 px type on a touch screen, so iOS does not zoom into the one tapped', async () => {
    const context = await portal.browser.newContext({
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${portal.server.baseUrl}/cogenerations`);
    await page.locator('summary', { hasText: '絞り込み' }).click();
    const form = page.getByRole('search', { name: '絞り込み' });
    await form.getByRole('combobox').waitFor();
    const sizes = await form
      .locator('input:not([type="checkbox"]), select')
      .evaluateAll((controls) =>
        controls.map((control) => control.ownerDocument.defaultView!.getComputedStyle(control).fontSize),
      );
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((size) => parseFloat(size) >= 16)).toBe(true);
    await context.close();
  });

  it('prints a list on A4: every column on the page, without menus, buttons, the search form or the detail links', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.server.baseUrl}/cogenerations`);
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    await page.getByRole('search', { name: '絞り込み' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    const list = page.getByTestId('list-scroll');
    const printed = {
      // Role queries leave out what is not displayed.
      buttons: await page.getByRole('button').allTextContents(),
      search: await page.getByRole('search').count(),
      fits:
        (await list.evaluate((el) => el.scrollWidth <= el.clientWidth)) &&
        (await page.evaluate<number>('document.documentElement.scrollWidth')) <= 794,
      count: await page
        .getByText(/^全[\d,]+件$/)
        .first()
        .isVisible(),
      // The count once (the bottom pager is left off), and no column of links to nowhere (each
      // row's link is its brand name, which prints as the name).
      pagers: await page.getByRole('navigation', { name: /^ページ送り/ }).count(),
      detailColumn: (await list.getByRole('columnheader').allTextContents()).includes('詳細'),
    };
    expect(printed).toEqual({ buttons: [], search: 0, fits: true, count: true, pagers: 1, detailColumn: false });
    await screenshot(page, 'public-list-print');
  });

  it('lands on the screen asked for when a release replaced the code an open tab names', async () => {
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const listChunk = `/${manifest['src/app/routes/public-devices/list.tsx']!.file}`;
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/house`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The tab was opened before the release: the list's chunk it knows is gone, once.
    let refused = 0;
    await page.route(`**${listChunk}`, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' });
      return route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await page
      .getByRole('region', { name: '機器一覧' })
      .getByRole('link', { name: 'コージェネレーション設備' })
      .click();
    await page.getByRole('heading', { name: 'コージェネレーション設備一覧' }).waitFor();
    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .waitFor();
    // One full load of the address the visitor asked for, and no message.
    expect(documents).toEqual(['/cogenerations']);
    // The page came rendered; taking it over, the browser asks for the list's code again.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('ページを表示できませんでした').count()).resolves.toBe(0);
  });

  it('sends every page of the sitemap with the title it shows once its scripts have run', async () => {
    const base = portal.server.baseUrl;
    const locations = async (file: string) =>
      [...(await (await fetch(`${base}${file}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      );
    const pages = await locations('/sitemaps/pages.xml');
    // The fixed pages, a device page, and the makers' pages of the categories with public links.
    const [device] = await locations('/sitemaps/cogeneration_systems-1.xml');
    expect(pages.filter((path) => path.includes('/links/organizations/')).length).toBeGreaterThan(0);
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    for (const path of [...pages, device!]) {
      const sent = /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}${path}`)).text())?.[1];
      expect(sent, path).not.toBe('省エネ設備 登録情報ポータル');
      await page.goto(`${base}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.title(), { message: path }).toBe(sent);
    }
    await page.close();
  });

  it("sends / and /top to the association's site named by the build, before any script runs", async () => {
    for (const path of ['/', '/top']) {
      const response = await fetch(`${portal.server.baseUrl}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        302,
        'https://www.example.or.jp/',
      ]);
    }
  });

  it('shows the site icon: every document names it, each file answers as an image, a page loads without a failed request', async () => {
    const base = portal.server.baseUrl;
    const icons = new Set<string>(['/favicon.ico', '/apple-touch-icon.png']);
    for (const [path, accept] of [
      ['/house', 'text/html'],
      ['/graphql', 'text/html'],
    ] as const) {
      const html = await (await fetch(`${base}${path}`, { headers: { accept } })).text();
      const named = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(named, path).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
      named.forEach((icon) => icons.add(icon));
    }
    for (const icon of icons) {
      const response = await fetch(`${base}${icon}`);
      expect([icon, response.status, response.headers.get('content-type')]).toEqual([
        icon,
        200,
        expect.stringMatching(/^image\//),
      ]);
    }
    // Chromium asks for the icon on its own and reports a failure as a console error.
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}/house`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();
    expect(errors).toEqual([]);
  });
});
