import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { focusMovedInto, openFileChooserWithKeyboard, tabTo, type FocusStop } from './support/keyboard.js';
import { usePortal } from './support/portal.js';
import { DeviceCategory } from '../../server/core/domain.js';
import { uploadZip } from '../factories/devices.js';

const portal = usePortal();

/** A zip the demo organization would make: its brand, its zip password, a CP932 CSV, ZipCrypto. */
async function makersZip(prefix: string, rows: number, name: string): Promise<string> {
  const zip = await uploadZip(DeviceCategory.electric_heat_pumps, rows, {
    prefix,
    password: 'Zip-towa-1234',
    zipCrypto: true,
    overrides: () => ({ ブランド名: 'トウワ エコホット' }),
  });
  const zipPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-zip-')), name);
  fs.writeFileSync(zipPath, zip);
  return zipPath;
}

describe('equipment registry through the real pages', () => {
  it('organization uploads, previews, skips a row, commits, applies to publish; administrator approves; detail shows the history', async () => {
    const zipPath = await makersZip('E2E', 3, '電気HP登録.zip');

    const org = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await portal.signIn(org, 'tanaka@towa-energy.example.jp', 'Demo-pass-1234');
    await org.goto(`${portal.server.baseUrl}/organization/electric_heat_pumps`);
    await org.getByRole('table', { name: '電気ヒートポンプ給湯機一覧' }).waitFor();
    await screenshot(org, 'devices-org-list');
    await org.getByRole('link', { name: 'アップロード' }).click();
    await org.waitForURL('**/organization/electric_heat_pumps/upload');
    await org.getByLabel('ZIPファイル').setInputFiles(zipPath);
    await screenshot(org, 'devices-upload');
    await org.getByRole('button', { name: '確認' }).click();
    await org.waitForURL('**/upload/confirm');
    await org.getByRole('table', { name: 'アップロード内容' }).waitFor();
    await expect(org.locator('tr[data-row]').count()).resolves.toBe(3);
    await org.getByLabel('2行目をスキップ').click();
    await screenshot(org, 'devices-upload-confirm');
    await org.getByRole('button', { name: '2件を登録する' }).click();
    await org.getByText('2件を登録しました').waitFor();
    await org.getByRole('link', { name: 'E2E-0001' }).waitFor();
    await screenshot(org, 'devices-upload-done');

    await org.getByRole('link', { name: 'E2E-0001' }).click();
    await org.getByRole('heading', { name: '電気ヒートポンプ給湯機 詳細' }).waitFor();
    const detailUrl = org.url();
    const id = Number(detailUrl.split('/').pop());
    await expect(org.getByRole('link', { name: 'E2E-0002' }).count()).resolves.toBe(0);
    await org.getByRole('link', { name: '公開申請' }).click();
    await org.getByRole('button', { name: '公開申請する' }).click();
    await org.getByRole('alertdialog').getByRole('button', { name: '公開申請する' }).click();
    await org.getByText('公開申請しました').waitFor();
    await screenshot(org, 'devices-applied');

    const admin = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await portal.signIn(admin, 'admin@example.jp', 'Admin-pass-1234');
    await admin.goto(`${portal.server.baseUrl}/admin/electric_heat_pumps?`);
    await admin.getByRole('table', { name: '電気ヒートポンプ給湯機一覧' }).waitFor();
    await screenshot(admin, 'devices-admin-list');
    await admin.goto(`${portal.server.baseUrl}/admin/electric_heat_pumps/${id}`);
    await admin.getByRole('link', { name: '公開承認' }).click();
    await admin.waitForURL('**/approved/enabled');
    await admin.getByRole('heading', { name: /公開承認$/ }).waitFor();
    // The administrator sees the whole sheet and can download the certificate before approving.
    await admin.getByRole('table', { name: '仕様・性能' }).waitFor();
    await expect(admin.getByRole('table', { name: '仕様・性能' }).locator('tr').count()).resolves.toBeGreaterThan(5);
    expect(await admin.getByRole('link', { name: /をダウンロード$/ }).getAttribute('href')).toMatch(
      /^\/api\/electric_heat_pump_certificates\/\d+\/file$/,
    );
    await screenshot(admin, 'devices-admin-approve-sheet');
    await admin.getByRole('button', { name: '公開承認する' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '公開承認する' }).click();
    await admin.getByText('公開を承認しました').waitFor();
    const history = admin.getByRole('table', { name: '履歴' });
    await history.getByText('公開中').waitFor();
    await expect(history.getByText('公開申請中').count()).resolves.toBeGreaterThan(0);
    await screenshot(admin, 'devices-admin-approved');

    await org.goto(detailUrl);
    const orgHistory = org.getByRole('table', { name: '履歴' });
    await orgHistory.getByText('公開中').waitFor();
    await expect(orgHistory.locator('tbody tr').count()).resolves.toBe(3);
    await screenshot(org, 'devices-org-detail-history');
  });

  it('a maker signs in, uploads, confirms and applies to publish with the keyboard alone', async () => {
    const zipPath = await makersZip('KEY', 2, 'keyboard.zip');
    const page = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    const stops: FocusStop[] = [];
    const { keyboard } = page;

    await page.goto(`${portal.server.baseUrl}/login/house`);
    // As a person would, start once the form is on the screen (its code loads after the document).
    await page.getByLabel('メールアドレス').waitFor();
    await tabTo(page, /^メールアドレス/, stops);
    await keyboard.type('tanaka@towa-energy.example.jp');
    await tabTo(page, /^パスワード/, stops);
    await keyboard.type('Demo-pass-1234');
    await keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await tabTo(page, /^電気ヒートポンプ給湯機$/, stops);
    await keyboard.press('Enter');
    await page.getByRole('table', { name: '電気ヒートポンプ給湯機一覧' }).waitFor();
    await tabTo(page, /^アップロード$/, stops);
    await keyboard.press('Enter');
    await page.waitForURL('**/organization/electric_heat_pumps/upload');
    await page.waitForLoadState('networkidle');

    await tabTo(page, /^ZIPファイル/, stops);
    const chooser = await openFileChooserWithKeyboard(page);
    await chooser.setFiles(zipPath);
    await tabTo(page, /^確認$/, stops);
    await keyboard.press('Enter');
    await page.waitForURL('**/upload/confirm');
    await page.getByRole('table', { name: 'アップロード内容' }).waitFor();
    await tabTo(page, /^2件を登録する$/, stops);
    await keyboard.press('Enter');
    await page.getByText('2件を登録しました').waitFor();

    await tabTo(page, /^KEY-0001$/, stops);
    await keyboard.press('Enter');
    await page.getByRole('heading', { name: '電気ヒートポンプ給湯機 詳細' }).waitFor();
    await tabTo(page, /^公開申請$/, stops);
    await keyboard.press('Enter');
    await page.getByRole('heading', { name: /公開申請$/ }).waitFor();
    await tabTo(page, /^公開申請する$/, stops);
    await keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    // As a keyboard user does: the dialog has the focus before the first Tab.
    await focusMovedInto(page, '[role="alertdialog"]');
    await tabTo(page, /^公開申請する$/, stops, 5);
    await keyboard.press('Enter');
    await page.getByText('公開申請しました').waitFor();
    await screenshot(page, 'devices-keyboard-applied');

    // Every stop on the way showed where the focus was, clear of the sticky header (WCAG 2.4.7, 2.4.11),
    // the date fields of the list filter included.
    expect(stops.some((s) => s.type === 'date')).toBe(true);
    expect(stops.filter((s) => s.name && !s.visible).map((s) => s.name)).toEqual([]);
  });
});
