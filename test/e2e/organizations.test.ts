import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const EMAIL = `e2e-${Date.now()}@example.jp`;
const PASSWORD = 'E2e-pass-1234';
const ORG_NAME = 'E2E省エネ機器株式会社';

async function newPage(): Promise<Page> {
  const context = await portal.browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

describe('registration → approval → sign-in', () => {
  it('registers through the guide; the administrator approves with two flags; the user sees exactly those tabs', async () => {
    // 1. Registration is closed until the terms are accepted.
    const visitor = await newPage();
    await visitor.goto(`${portal.server.baseUrl}/organization/register`);
    await visitor.waitForURL('**/organization/guide');
    await visitor.getByRole('heading', { name: '利用規約' }).waitFor();
    await screenshot(visitor, 'org-01-guide');
    await visitor.getByText('利用規約に同意する').click();
    await visitor.getByRole('button', { name: '同意して登録へ進む' }).click();
    await visitor.waitForURL('**/organization/register');

    // Client-side messages before anything is sent.
    await visitor.getByRole('button', { name: '確認画面へ' }).click();
    await visitor.getByText('メールアドレスを入力してください').first().waitFor();
    await fill(visitor, { 'organization.zipPassword': 'zip-1', 'organization.zipPasswordConfirmation': 'zip-2' });
    await visitor
      .getByText('ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません')
      .waitFor();
    await screenshot(visitor, 'org-02-register-errors');

    await fill(visitor, {
      'organization.name': ORG_NAME,
      'organization.postcode': '105-0011',
      'organization.address': '東京都港区芝公園4-2-8',
      'organization.tel': '03-5555-0000',
      'organization.zipPassword': 'zip-secret-9',
      'organization.zipPasswordConfirmation': 'zip-secret-9',
      'organization.message': 'E2E からの登録です',
      'user.division': '認証推進部',
      'user.name': '試験 一郎',
      'user.tel': '03-5555-0001',
      'user.email': EMAIL,
      'user.emailConfirmation': EMAIL,
      'user.password': PASSWORD,
      'user.passwordConfirmation': PASSWORD,
    });
    await visitor.locator('[name="organization.type"]').selectOption('2');
    await screenshot(visitor, 'org-03-register-filled');
    await visitor.getByRole('button', { name: '確認画面へ' }).click();
    await visitor.waitForURL('**/organization/register/confirm');
    await visitor.getByText('輸入・販売事業者').waitFor();
    await screenshot(visitor, 'org-04-register-confirm');
    await visitor.getByRole('button', { name: '登録する' }).click();
    await visitor.waitForURL('**/organization/register/complete');
    await visitor.getByText('登録申請を受け付けました').waitFor();
    await screenshot(visitor, 'org-05-register-complete');

    // Not approved yet: sign-in is refused with a clear message.
    const early = await newPage();
    await early.goto(`${portal.server.baseUrl}/login/house`);
    await early.getByLabel('メールアドレス').fill(EMAIL);
    await early.getByLabel('パスワード').fill(PASSWORD);
    await early.getByRole('button', { name: 'ログイン' }).click();
    await early.getByText('この事業者は管理者の承認待ちのため、まだログインできません').first().waitFor();

    // 2. The administrator finds it and approves with two manager flags.
    const admin = await newPage();
    await admin.goto(`${portal.server.baseUrl}/login/house`);
    await admin.getByLabel('メールアドレス').fill('admin@example.jp');
    await admin.getByLabel('パスワード').fill('Admin-pass-1234');
    await admin.getByRole('button', { name: 'ログイン' }).click();
    await admin.waitForURL('**/admin/organizations');
    await admin.getByRole('textbox', { name: 'キーワード' }).fill(`  ${EMAIL}  `);
    await admin.locator('form[role="search"] select').nth(1).selectOption('registered');
    await admin.getByRole('button', { name: '検索' }).click();
    await admin.waitForURL(/status=registered/);
    await admin.getByRole('link', { name: ORG_NAME }).waitFor();
    await screenshot(admin, 'org-06-admin-list');
    await admin.getByRole('link', { name: ORG_NAME }).click();
    await admin.getByText('試験 一郎').waitFor();
    await screenshot(admin, 'org-07-admin-detail');
    await admin.getByRole('link', { name: '承認する' }).click();
    await admin.waitForURL('**/approved/enabled');
    const flags = admin.getByRole('group', { name: '管理できる機器' });
    await flags.getByText('コージェネレーション設備').click();
    await flags.getByText('ソーラーシステム').click();
    await screenshot(admin, 'org-08-admin-approve');
    await admin.getByRole('button', { name: '承認する' }).click();
    await admin.getByText('事業者を承認しました').waitFor();
    await admin.locator('main').getByText('コージェネレーション設備、ソーラーシステム').waitFor();
    await screenshot(admin, 'org-09-admin-approved');

    // 3. The new user signs in and sees exactly the two equipment tabs.
    const user = await newPage();
    await user.goto(`${portal.server.baseUrl}/login/house`);
    await user.getByLabel('メールアドレス').fill(EMAIL);
    await user.getByLabel('パスワード').fill(PASSWORD);
    await user.getByRole('button', { name: 'ログイン' }).click();
    await user.waitForURL('**/organization/organization');
    await user.getByText(ORG_NAME).first().waitFor();
    const tabs = await user.getByRole('navigation', { name: '事業者メニュー' }).getByRole('link').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual([
      '事業者情報管理',
      'リンク管理',
      'コージェネレーション設備',
      'ソーラーシステム',
    ]);
    await screenshot(user, 'org-10-user-signed-in');
  });
});
