import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './browser.js';

export const WIDTHS = [1280, 375] as const;

export interface AuditResult {
  route: string;
  width: number;
  counts: Record<'critical' | 'serious' | 'moderate' | 'minor', number>;
  violations: string[];
}

/** Waits until the SPA has painted the route: no request in flight, no loading overlay. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[data-testid="loading-overlay"]')
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
}

/** axe-core (WCAG 2.2 A/AA + best practices) on the current page, plus a full-page screenshot. */
export async function audit(page: Page, role: string, route: string, width: number): Promise<AuditResult> {
  await settle(page);
  const name = `${role}${route.replace(/[/?=&]+/g, '_')}@${width}`;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  // target-size (WCAG 2.2 2.5.8, 24×24 px) is off in axe by default: it is switched on by name.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result.violations) counts[(v.impact ?? 'minor') as keyof typeof counts] += 1;
  const violations = result.violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.html.slice(0, 120)} ${n.any[0]?.message ?? ''}`)
        .join(' | ')}`,
  );
  const horizontal = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  if (horizontal > 1) violations.push(`layout page-scrolls-sideways: ${horizontal}px`);
  return { route, width, counts, violations };
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
