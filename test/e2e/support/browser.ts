import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** Debian's chromium, headless, with the flags this closed network needs (and `extraArgs`). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install Debian's browser and Japanese fonts:\n` +
        '  sudo apt-get install -y chromium fonts-noto-cjk\n(or set CHROMIUM_PATH)',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A page expression: React has taken over `<main>` (its fiber is on the element). */
export const MAIN_HYDRATED = `Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))`;

/**
 * Resolves once `expression` is true in the page, checked every frame there; evaluated through the
 * protocol, as the portal's CSP forbids the eval that waitForFunction uses.
 */
export async function untilTrueInPage(page: Page, expression: string): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    const check = () => ((${expression}) ? resolve(true) : requestAnimationFrame(check));
    check();
  })`);
}

/**
 * Waits until the page the server rendered is the script's: React has taken over `<main>`
 * (MAIN_HYDRATED) and the effects of that commit have run (a frame later). Before that a rendered
 * page is readable but its listeners are not attached yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await untilTrueInPage(page, MAIN_HYDRATED);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
}

/** Resolves when every finite CSS animation and transition running on the page has finished (a dialog's opening). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished))',
  );
}
