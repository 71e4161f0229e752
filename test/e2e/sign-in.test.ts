import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe('sign-in through the real page', () => {
  it('the demo administrator signs in, sees 管理者, and signs out', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/login/house`);
    await page.getByLabel('メールアドレス').fill('admin@example.jp');
    await page.getByLabel('パスワード').fill('Admin-pass-1234');
    await screenshot(page, 'login-house');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL('**/admin/**');
    await page.getByText('管理者', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-signed-in');

    // The server session is real: the API answers for this browser's cookie.
    const me = await page.evaluate(async () => (await fetch('/api/login')).status);
    expect(me).toBe(200);

    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/logout');
    await page.getByText('ログアウトしました').first().waitFor();
    await screenshot(page, 'logged-out');
    const after = await page.evaluate(async () => (await fetch('/api/login')).status);
    expect(after).toBe(401);
  });

  it('shows the server message for a wrong password', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/login/building`);
    await page.getByLabel('メールアドレス').fill('admin@example.jp');
    await page.getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('メールアドレスまたはパスワードが正しくありません').first().waitFor()).resolves.toBeUndefined();
    await screenshot(page, 'login-failed');
  });
});
