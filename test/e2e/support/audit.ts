import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { RENDERED_STATE_ID } from '../../../server/rules/rendered-page.js';
import { MAIN_HYDRATED, SCREENSHOT_DIR } from './browser.js';

export const WIDTHS = [1280, 375] as const;
/** WCAG 1.4.10 Reflow: 320 CSS px (1280 px at 400 % zoom) with no sideways page scroll. */
export const REFLOW_WIDTH = 320;

export interface AuditResult {
  route: string;
  width: number;
  counts: Record<'critical' | 'serious' | 'moderate' | 'minor', number>;
  violations: string[];
}

/** Requests in flight per page, counted from Playwright's events (see trackRequests). */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's requests from now on, so settle() can wait for quiet without networkidle's fixed 500 ms. */
export function trackRequests(page: Page): void {
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const change = (delta: number) => {
    state.count = Math.max(0, state.count + delta);
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/** How long the network and the app must stay quiet before a page counts as painted. */
const QUIET_MS = 150;
/**
 * The route has rendered its heading, nothing is marked busy (loading overlay, progress bar, guard
 * placeholder) and a page the server rendered is the script's: until then its sign-in form is
 * inert (fields disabled until hydration), and on a busy machine the network can be quiet long
 * before the scripts have run.
 */
const PAINTED = `document.querySelector('h1') !== null && !document.querySelector('[aria-busy="true"], [role="progressbar"]')
  && (document.getElementById(${JSON.stringify(RENDERED_STATE_ID)}) === null || ${MAIN_HYDRATED})`;

/** Waits until the SPA has painted the route: no request in flight for QUIET_MS, and PAINTED holds. */
export async function settle(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('settle() needs trackRequests(page) when the page is created');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 15_000;
  const quiet = () => requests.count === 0 && Date.now() - requests.lastChange >= QUIET_MS;
  // Evaluated through the protocol: the portal's CSP forbids the eval that waitForFunction uses.
  while (!quiet() || !(await page.evaluate<boolean>(PAINTED))) {
    if (Date.now() > deadline) throw new Error(`${page.url()} has not settled after 15 s`);
    await page.waitForTimeout(50);
  }
}

/**
 * axe on the settled page, run again when a request started or ended during the run: one that
 * starts after the quiet period (a waterfall on a busy machine) dims the page with the loading veil
 * while axe reads its colours.
 */
async function settledAxe(page: Page): Promise<axe.AxeResults> {
  const requests = inFlight.get(page)!;
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const before = requests.lastChange;
    const result = await runAxe(page);
    if (requests.lastChange === before || attempt === 3) return result;
  }
}

/** Whether every audited page state is saved as a screenshot, or only those with a violation. */
const SCREENSHOT_EVERY_PAGE = process.env.E2E_SCREENSHOTS === '1';

/**
 * axe-core (WCAG 2.2 A/AA + best practices) on the current page, and a full-page screenshot of it
 * when it has a violation or E2E_SCREENSHOTS=1 (a screenshot took a fifth of an audit's time).
 */
export async function audit(page: Page, role: string, route: string, width: number): Promise<AuditResult> {
  const result = await settledAxe(page);
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result.violations) counts[(v.impact ?? 'minor') as keyof typeof counts] += 1;
  const violations = result.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.html.slice(0, 120)} ${n.any[0]?.message ?? ''}`)
        .join(' | ')}`,
  );
  const horizontal = await sideways(page);
  if (horizontal > 1) violations.push(`layout page-scrolls-sideways: ${horizontal}px`);
  if (SCREENSHOT_EVERY_PAGE || violations.length > 0) {
    const name = `${role}${route.replace(/[/?=&]+/g, '_')}@${width}`;
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  }
  return { route, width, counts, violations };
}

const sideways = (page: Page) =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/**
 * The page state narrowed to REFLOW_WIDTH and back: a layout violation when the page then scrolls
 * sideways (a wide table scrolls inside its own region, which is allowed).
 */
export async function reflowViolation(page: Page): Promise<string | null> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport.height });
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const horizontal = await sideways(page);
  await page.setViewportSize(viewport);
  return horizontal > 1 ? `layout page-scrolls-sideways at ${REFLOW_WIDTH} px: ${horizontal}px` : null;
}

/** Chromium's default text sizes (its "font size" setting), and twice them. */
const TEXT_SIZES = { standard: 16, fixed: 13 };
const DOUBLE_TEXT_SIZES = { standard: 32, fixed: 26 };

/** Visible text cut off at its box's edge (an ellipsis, or hidden overflow), visually hidden text aside. */
const CUT_TEXT = `[...document.querySelectorAll('body *')].filter((el) => {
  const style = getComputedStyle(el);
  if (style.overflowX !== 'hidden' && style.overflowX !== 'clip' && style.textOverflow !== 'ellipsis') return false;
  if (el.clientWidth <= 1 || style.position === 'absolute' && style.clip !== 'auto') return false;
  return el.scrollWidth > el.clientWidth + 1 && el.textContent.trim() !== '';
}).map((el) => el.textContent.trim().slice(0, 40))`;

/**
 * WCAG 1.4.4 Resize text: the page state with the reader's text size doubled (the browser's
 * setting, which rem sizes and em media queries follow) and back: a layout violation when the page
 * then scrolls sideways or cuts text off.
 */
export async function enlargedTextViolations(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: DOUBLE_TEXT_SIZES });
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const horizontal = await sideways(page);
  const cut = await page.evaluate<string[]>(CUT_TEXT);
  await cdp.send('Page.setFontSizes', { fontSizes: TEXT_SIZES });
  await cdp.detach();
  return [
    ...(horizontal > 1 ? [`layout page-scrolls-sideways with text at 200%: ${horizontal}px`] : []),
    ...cut.map((text) => `layout text-cut-off with text at 200%: 「${text}」`),
  ];
}

/** WCAG 2.2 A/AA and best practices; target-size (2.5.8, 24×24 px) is off by default and switched on by name. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
} satisfies axe.RunOptions;

/**
 * axe-core run straight in the page: injected once per document, one `axe.run`. (AxeBuilder from
 * @axe-core/playwright injected the 570 KB source twice and finished each run in a new blank page,
 * about 1.2 s more per page state; the portal has no frames to reach into.)
 */
export async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  return page.evaluate<axe.AxeResults>(`window.axe.run(document, ${JSON.stringify(AXE_OPTIONS)})`);
}

/** One line per page state for the report: totals and what to fix. */
export function writeReport(results: AuditResult[], file = path.resolve('test-results/axe-report.txt')): void {
  const lines = results.map(
    (r) =>
      `${r.width}px ${r.route}  critical ${r.counts.critical} serious ${r.counts.serious} moderate ${r.counts.moderate} minor ${r.counts.minor}${r.violations.length ? `\n    ${r.violations.join('\n    ')}` : ''}`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}
