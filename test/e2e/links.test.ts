import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { renderedLines } from './support/rendered-lines.js';

const MATERIAL = '木製建具又は樹脂製建具';
const NEW_URL = 'https://www.hikari-solar.example.jp/products/window/e2e-resin-sash';

const portal = usePortal();

describe('reference links end to end', () => {
  it('an organization adds a link, the administrator approves it, a visitor finds it', async () => {
    // 1. The organization user (株式会社ひかりソーラー工業) registers a window link.
    const orgPage = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await portal.signIn(orgPage, 'suzuki@hikari-solar.example.jp', 'Demo-pass-1234');
    await orgPage.goto(`${portal.server.baseUrl}/organization/links`);
    await orgPage.getByRole('heading', { name: 'リンク管理' }).waitFor();
    await screenshot(orgPage, 'links-organization-list');
    await orgPage.getByRole('link', { name: '新規登録' }).click();
    await orgPage.waitForURL('**/organization/links/create');
    await orgPage.getByRole('button', { name: '確認画面へ' }).click();
    await orgPage.getByText('カテゴリーコードは必須です').first().waitFor();
    await orgPage.getByText('urlは必須です').first().waitFor();
    await screenshot(orgPage, 'links-organization-create-errors');

    await orgPage.getByLabel('大分類').selectOption('躯体の断熱性能');
    await orgPage.getByLabel('中分類').selectOption('開口部（仕様に基づく)');
    await orgPage.getByLabel('小分類').selectOption('建具');
    await orgPage.getByLabel('カテゴリー').selectOption({ label: `${MATERIAL}（H-01-07）` });
    await orgPage.getByLabel('URL').fill(NEW_URL);
    await screenshot(orgPage, 'links-organization-create');
    await orgPage.getByRole('button', { name: '確認画面へ' }).click();
    await orgPage.waitForURL('**/organization/links/create/confirm');
    await orgPage.getByText(NEW_URL).waitFor();
    await screenshot(orgPage, 'links-organization-confirm');
    await orgPage.getByRole('button', { name: '登録する' }).click();
    await orgPage.waitForURL('**/organization/links/create/complete');
    await screenshot(orgPage, 'links-organization-complete');
    await orgPage.getByText('リンクを登録しました。').waitFor();
    await orgPage.goto(`${portal.server.baseUrl}/organization/links`);
    await orgPage
      .getByRole('row', { name: new RegExp(NEW_URL) })
      .getByText('未承認')
      .waitFor();
    await screenshot(orgPage, 'links-organization-list-after');

    // Not public before approval.
    const before = await orgPage.evaluate(
      async (url) => JSON.stringify(await (await fetch('/api/links/windows?material=H-01-07')).json()).includes(url),
      NEW_URL,
    );
    expect(before).toBe(false);

    // 2. The administrator approves it.
    const adminPage = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await portal.signIn(adminPage, 'admin@example.jp', 'Admin-pass-1234');
    await adminPage.goto(`${portal.server.baseUrl}/admin/links?approved=0`);
    const row = adminPage.getByRole('row', { name: new RegExp(NEW_URL) });
    await row.waitFor();
    await screenshot(adminPage, 'links-admin-list');
    await row.getByRole('link', { name: /のリンクを承認$/ }).click();
    await adminPage.getByRole('alertdialog').waitFor();
    await screenshot(adminPage, 'links-admin-approve-modal');
    await adminPage.getByRole('button', { name: '承認する' }).click();
    await adminPage.getByText('リンクを承認しました。').waitFor();
    await screenshot(adminPage, 'links-admin-approved');

    // 3. A visitor finds it under its category and through the window opening page.
    const visitor = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${portal.server.baseUrl}/house/links`);
    await visitor.getByRole('heading', { name: /参考リンク カテゴリー一覧（住宅版）/ }).waitFor();
    const category = visitor.getByRole('link', { name: MATERIAL, exact: true });
    await category.waitFor();
    await screenshot(visitor, 'links-public-categories');
    await category.click();
    await visitor.waitForURL('**/house/links/organizations/H-01-07');
    await visitor.getByRole('link', { name: NEW_URL }).waitFor();
    await visitor.getByText('株式会社ひかりソーラー工業').waitFor();
    const crumbs = visitor.getByRole('navigation', { name: 'パンくずリスト' });
    expect(await crumbs.getByRole('link', { name: 'カテゴリー一覧' }).getAttribute('href')).toBe('/house/links');
    await screenshot(visitor, 'links-public-organizations');

    await visitor.goto(`${portal.server.baseUrl}/house/links/opening/window`);
    await visitor.getByRole('link', { name: NEW_URL }).waitFor();
    expect(await visitor.getByLabel('建具の種類').inputValue()).toBe('H-01-07');
    await screenshot(visitor, 'links-public-window');

    // The evaluator panel shows the evaluator-only links (with memos) of the page's categories:
    // none for the window's sash and glass, the fuel-cell test report on the cogeneration page.
    const showEvaluatorLinks = async () => {
      await visitor.getByLabel('評価機関番号').fill('EV-0001');
      await visitor.getByLabel('パスワード').fill('Eval-pass-1234');
      await visitor.getByRole('button', { name: '表示' }).click();
    };
    await showEvaluatorLinks();
    await visitor.getByText('評価者用リンクはありません。').waitFor();
    await visitor.goto(`${portal.server.baseUrl}/house/links/organizations/H-04-04`);
    await visitor.getByRole('heading', { name: 'コージェネレーション設備' }).waitFor();
    await showEvaluatorLinks();
    await visitor.getByText('発電効率の試験成績書（第三者試験機関）を掲載しています。').waitFor();
    await screenshot(visitor, 'links-public-evaluator');

    // The building edition: category list → organizations of a category.
    await visitor.goto(`${portal.server.baseUrl}/building/links`);
    await visitor.getByRole('heading', { name: '参考リンク カテゴリー一覧（非住宅版）' }).waitFor();
    await screenshot(visitor, 'links-public-building');
    await visitor.getByRole('link', { name: '太陽電池モジュール', exact: true }).click();
    await visitor.waitForURL('**/building/links/organizations/**');
    await visitor.getByRole('link', { name: 'https://www.hikari-solar.example.jp/biz/pv/module-spec' }).waitFor();
    const buildingCrumbs = visitor.getByRole('navigation', { name: 'パンくずリスト' });
    expect(await buildingCrumbs.getByRole('link', { name: '非住宅版トップ' }).getAttribute('href')).toBe('/building');
    await screenshot(visitor, 'links-public-building-organizations');
    await visitor.goto(`${portal.server.baseUrl}/building/links/opening`);
    await visitor.getByRole('heading', { name: '開口部（非住宅版）' }).waitFor();
    await screenshot(visitor, 'links-public-building-opening');
  });

  it("breaks a link's address on a 320 px phone between its pieces only: a host stays whole", async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width: 320, height: 800 } });
    await page.goto(`${portal.server.baseUrl}/house/links/opening/window`);
    const url = 'https://www.towa-energy.example.jp/products/window/resin-sash';
    const link = page.getByRole('link', { name: url, exact: true });
    // Before: https://www.towa-｜energy.example.jp/products/｜window/resin-sash.
    await expect(renderedLines(link)).resolves.toEqual([
      'https://',
      'www.towa-energy.example.jp/',
      'products/window/resin-sash',
    ]);
  });
});
