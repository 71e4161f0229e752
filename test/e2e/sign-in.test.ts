import { describe, expect, it } from 'vitest';
import { screenshot, waitForHydration } from './support/browser.js';
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

    // Header, tab bar and content start on one line.
    const left = async (selector: string) => (await page.locator(selector).first().boundingBox())!.x;
    const titleX = await left('header p');
    expect(await left('nav[aria-label="管理者メニュー"] li')).toBe(titleX);
    expect(await left('main h1')).toBe(titleX);

    // The server session is real: the API answers for this browser's cookie.
    const me = await page.evaluate(async () => (await fetch('/api/login')).status);
    expect(me).toBe(200);

    // The area's own address opens the screen a sign-in lands on, not an empty shell.
    await page.goto(`${portal.server.baseUrl}/admin`);
    await page.waitForURL('**/admin/organizations');
    await page.getByRole('heading', { name: '事業者管理', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/logout');
    await page.getByText('ログアウトしました').first().waitFor();
    await screenshot(page, 'logged-out');
    const after = await page.evaluate(async () => (await fetch('/api/login')).status);
    expect(after).toBe(401);
  });

  it('marks the old screen busy while the address bar already shows the next page (sign-in, then a tab)', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/login/house`);
    await page.getByLabel('メールアドレス').fill('admin@example.jp');
    await page.getByLabel('パスワード').fill('Admin-pass-1234');
    // Every frame until the next page's heading shows: the address, main's h1 and aria-busy.
    // (Scripts as text: this file is typed for Node, not the page.)
    const recordFrames = () =>
      page.evaluate(`(() => {
        const frames = (window.__frames = []);
        const sample = () => {
          const main = document.querySelector('main');
          frames.push({
            path: location.pathname,
            h1: main?.querySelector('h1')?.textContent ?? '',
            busy: main?.getAttribute('aria-busy') ?? null,
          });
          if (frames.length < 2000) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      })()`);
    const framesShowingOldScreenUnderNewAddress = async (path: string, oldHeading: string) => {
      const frames = await page.evaluate<{ path: string; h1: string; busy: string | null }[]>('window.__frames');
      expect(frames.length).toBeGreaterThan(0);
      return frames.filter((f) => f.path === path && f.h1.includes(oldHeading) && f.busy !== 'true');
    };

    await recordFrames();
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('heading', { name: '事業者管理', level: 1 }).waitFor();
    expect(await framesShowingOldScreenUnderNewAddress('/admin/organizations', '情報提供事業者ログイン')).toEqual([]);

    await recordFrames();
    await page.getByRole('navigation', { name: '管理者メニュー' }).getByRole('link', { name: 'お知らせ管理' }).click();
    await page.waitForURL('**/admin/information');
    await page.getByRole('heading', { level: 1, name: /お知らせ/ }).waitFor();
    expect(await framesShowingOldScreenUnderNewAddress('/admin/information', '事業者管理')).toEqual([]);
  });

  it('shows the server message for a wrong password', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP' });
    await page.goto(`${portal.server.baseUrl}/login/building`);
    await page.getByLabel('メールアドレス').fill('admin@example.jp');
    await page.getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(
      page.getByText('メールアドレスまたはパスワードが正しくありません').first().waitFor(),
    ).resolves.toBeUndefined();
    await screenshot(page, 'login-failed');
  });

  it('the header scrolling look ends a second after one scroll and stays off', async () => {
    const page = await portal.browser.newPage({ locale: 'ja-JP', viewport: { width: 1280, height: 400 } });
    await page.goto(`${portal.server.baseUrl}/electric_heat_pumps`);
    await page
      .getByRole('table')
      .getByRole('link', { name: /の詳細$/ })
      .first()
      .waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollHeight')).toBeGreaterThan(700);
    // The list comes rendered by the server: the header listens for scrolls once the script has it.
    await waitForHydration(page);
    const header = page.locator('header');
    expect(await header.getAttribute('data-scrolling')).toBeNull();

    await page.evaluate('window.scrollTo(0, 300)');
    const scrolledAt = Date.now();
    const samples: { ms: number; scrolling: boolean }[] = [];
    while (Date.now() - scrolledAt < 3000) {
      samples.push({
        ms: Date.now() - scrolledAt,
        scrolling: (await header.getAttribute('data-scrolling')) === 'true',
      });
      await page.waitForTimeout(100);
    }
    const on = samples.filter((s) => s.scrolling);
    expect(on.length).toBeGreaterThan(0);
    // On for about SCROLL_INDICATOR_MS (1 s) after the one scroll, then off for good.
    expect(Math.max(...on.map((s) => s.ms))).toBeLessThanOrEqual(1500);
    expect(samples.filter((s) => s.ms > 1500).every((s) => !s.scrolling)).toBe(true);
    expect(await page.evaluate<number>('window.scrollY')).toBe(300);
  });
});
