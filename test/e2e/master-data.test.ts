import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../../server/seed/credentials.js';
import { animationsFinished, screenshot } from './support/browser.js';
import { settle, trackRequests } from './support/audit.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();
let page: Page;

beforeAll(async () => {
  page = await portal.browser.newPage({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  trackRequests(page);
});

const go = (path: string) => page.goto(`${portal.server.baseUrl}${path}`);
const status = () => page.getByRole('status');
/** Checked once the list has rendered and the page is quiet: the success message must stay, not just flash by. */
const messageStays = async (message: string) => {
  await settle(page);
  expect(await status().getByText(message).isVisible()).toBe(true);
};

describe('administrator master data (Chromium)', () => {
  it('signs in through /login/house', async () => {
    await go('/login/house');
    await page.getByLabel('メールアドレス').fill(DEMO.adminEmail);
    await page.getByLabel('パスワード').fill(DEMO.adminPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/admin\//);
  });

  it('creates, edits and deletes a brand name, and exports the list as PDF', async () => {
    await go('/admin/brand_names');
    await page.getByRole('heading', { name: 'ブランド事業者一覧' }).waitFor();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'admin-brand-names');

    await page.getByRole('link', { name: '新規登録', exact: true }).click();
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText('ブランド名を入力してください').waitFor();
    await page.getByText('事業者を選択してください').waitFor();
    await screenshot(page, 'admin-brand-name-form-errors');

    await page.getByLabel('ブランド名').fill('E2Eテストブランド');
    const select = page.getByRole('combobox', { name: /^事業者/ });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const firstOrganization = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(firstOrganization!);
    await page.getByLabel('備考').fill('E2Eで登録');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('cell', { name: 'E2Eテストブランド', exact: true }).waitFor();
    await messageStays('ブランド事業者を登録しました');

    await page.getByRole('link', { name: 'E2Eテストブランドを編集', exact: true }).click();
    await expect.poll(() => page.getByLabel('ブランド名').inputValue()).toBe('E2Eテストブランド');
    await page.getByLabel('ブランド名').fill('E2Eテストブランド改');
    await page.getByRole('button', { name: '更新する' }).click();
    await page.getByRole('cell', { name: 'E2Eテストブランド改', exact: true }).waitFor();
    await messageStays('ブランド事業者を更新しました');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'PDF出力' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ブランド事業者一覧_\d{8}\.pdf$/);

    await page.getByRole('link', { name: 'E2Eテストブランド改を削除', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('ブランド事業者を削除しますか？').waitFor();
    await animationsFinished(page); // the dialog's open animation, for the screenshot
    await screenshot(page, 'admin-brand-name-delete-modal');
    await dialog.getByRole('button', { name: '削除する' }).click();
    await page.waitForURL(/\/admin\/brand_names$/);
    await page.getByRole('table').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'E2Eテストブランド改', exact: true }).count()).toBe(0);
    await messageStays('ブランド事業者を削除しました');
  });

  it('creates and edits a house notice that appears on /house (not /building), then deletes it', async () => {
    await go('/admin/information/create');
    await page.getByLabel('タイトル').fill('E2Eのお知らせ');
    await page.getByLabel('本文').fill('一行目です。\n詳しくは https://www.example.jp/e2e をご覧ください。');
    await page.getByLabel('表示先').selectOption('house');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('link', { name: 'E2Eのお知らせを編集', exact: true }).waitFor();
    await messageStays('お知らせを登録しました');

    await page.getByRole('link', { name: 'E2Eのお知らせを編集', exact: true }).click();
    await expect.poll(() => page.getByLabel('タイトル').inputValue()).toBe('E2Eのお知らせ');
    await page.getByLabel('タイトル').fill('E2Eのお知らせ（改）');
    await page.getByRole('button', { name: '更新する' }).click();
    await page.getByRole('link', { name: 'E2Eのお知らせ（改）を編集', exact: true }).waitFor();
    await messageStays('お知らせを更新しました');
    // The filtered list is a new request: wait for its answer and its rows, not the old list's.
    const filtered = page.waitForResponse(
      // Queries go as GET: the variables are in the URL.
      (r) => r.url().includes('/graphql?') && /"showType":"house"/.test(decodeURIComponent(r.url())),
    );
    await page.getByLabel('表示先で絞り込み').selectOption('house');
    await filtered;
    await page.getByText('読み込み中…').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'E2Eのお知らせ（改）', exact: true }).waitFor();
    await screenshot(page, 'admin-information');

    await go('/house');
    await page.getByRole('heading', { name: 'E2Eのお知らせ（改）' }).waitFor();
    const link = page.getByRole('link', { name: 'https://www.example.jp/e2e', exact: true });
    expect(await link.getAttribute('rel')).toContain('noopener');
    await screenshot(page, 'house-index');
    await go('/building');
    await page.getByRole('heading', { name: 'お知らせ', exact: true }).waitFor();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'E2Eのお知らせ（改）' }).count()).toBe(0);
    await screenshot(page, 'building-index');

    await go('/admin/information');
    await page.getByRole('link', { name: 'E2Eのお知らせ（改）を削除', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
    await page.waitForURL(/\/admin\/information$/);
    await page.getByRole('table').waitFor();
    await messageStays('お知らせを削除しました');
    await go('/house');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'E2Eのお知らせ（改）' }).count()).toBe(0);
  });

  it('shows the shared password and evaluation organization lists', async () => {
    await go('/admin/shared_passwords');
    await page.getByRole('cell', { name: '共用パスワード（2025年度 一括登録用）', exact: true }).waitFor();
    expect(await page.content()).not.toContain(DEMO.sharedZipPassword);
    await screenshot(page, 'admin-shared-passwords');

    await go('/admin/evaluation_organizations');
    await page.getByRole('cell', { name: DEMO.evaluatorNumber, exact: true }).waitFor();
    await screenshot(page, 'admin-evaluation-organizations');
  });
});
