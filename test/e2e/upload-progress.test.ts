import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { runAxe } from './support/audit.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** Sampled this long while the upload runs (a 50 MB upload at 1 MB/s takes about 50 s). */
const WATCH_SECONDS = 8;

describe('upload progress through the real page', () => {
  it('a 50 MB upload throttled to 1 MB/s: the bar moves every second, axe finds nothing, キャンセル stops it', async () => {
    // Random bytes do not compress: the throttle sees every one of them.
    const zipPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-progress-')), 'large.zip');
    fs.writeFileSync(zipPath, randomBytes(50_000_000));

    const page = await (await portal.browser.newContext({ locale: 'ja-JP' })).newPage();
    await portal.signIn(page, 'tanaka@towa-energy.example.jp', 'Demo-pass-1234');
    await page.goto(`${portal.server.baseUrl}/organization/electric_heat_pumps/upload`);
    await page.getByLabel('ZIPファイル').setInputFiles(zipPath);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole('button', { name: '確認' }).click();

    const bar = page.getByTestId('upload-progress').getByRole('progressbar');
    await bar.waitFor({ state: 'attached' });
    const values: number[] = [];
    for (let second = 0; second <= WATCH_SECONDS; second++) {
      values.push(Number(await bar.getAttribute('aria-valuenow')));
      if (second === 2) {
        const result = await runAxe(page);
        expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
        await screenshot(page, 'devices-upload-progress');
      }
      await page.waitForTimeout(1000);
    }
    // Strictly more every second, and far from done: the throttle holds.
    for (let i = 1; i < values.length; i++)
      expect(values[i]!, `second ${i}: ${values.join(', ')}`).toBeGreaterThan(values[i - 1]!);
    expect(values.at(-1)!).toBeLessThan(50);
    await expect(
      page
        .getByTestId('upload-progress')
        .getByText(/^送信中 \d+\.\d MB \/ 47\.7 MB$/)
        .count(),
    ).resolves.toBe(1);

    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.getByText('アップロードをキャンセルしました').waitFor();
    await expect(page.getByTestId('upload-progress').count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'エラー一覧' }).count()).resolves.toBe(0);
  });
});
