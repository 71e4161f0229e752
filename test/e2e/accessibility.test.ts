import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  audit,
  reflowViolation,
  enlargedTextViolations,
  settle,
  trackRequests,
  WIDTHS,
  writeReport,
  type AuditResult,
} from './support/audit.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();
const CATEGORIES = [
  'cogeneration_systems',
  'hybrid_water_heaters',
  'electric_heat_pumps',
  'solar_systems',
  'solar_water_heaters',
];
const PUBLIC_SLUGS = [
  'cogenerations',
  'hybrid_water_heaters',
  'electric_heat_pumps',
  'solar_systems',
  'solar_water_heaters',
];
const MASTER = ['brand_names', 'evaluation_organizations', 'shared_passwords'];
const results: AuditResult[] = [];

/** The first id a list page links to with `pattern` (its first capture group). */
async function firstId(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(`${portal.server.baseUrl}${listPath}`);
  // Lists render after their query; look again for a while before giving up.
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await settle(page);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const match = hrefs.map((h) => pattern.exec(h)).find(Boolean);
    if (match) return match[1];
    await page.waitForTimeout(500);
  }
  throw new Error(`no link like ${pattern} on ${listPath}`);
}

async function visitorRoutes(page: Page): Promise<string[]> {
  const houseCode = await firstId(page, '/house/links', /^\/house\/links\/organizations\/([^/?]+)$/);
  const buildingCode = await firstId(page, '/building/links', /^\/building\/links\/organizations\/([^/?]+)$/);
  const details = [];
  for (const slug of PUBLIC_SLUGS)
    details.push(slug, `${slug}/${await firstId(page, `/${slug}`, new RegExp(`^/${slug}/(\\d+)`))}`);
  return [
    '/house',
    '/house/links',
    '/house/links/opening/door',
    '/house/links/opening/window',
    `/house/links/organizations/${houseCode}`,
    '/building',
    '/building/links',
    '/building/links/opening',
    `/building/links/organizations/${buildingCode}`,
    ...details.map((d) => `/${d}`),
    '/organization/guide',
    '/login/house',
    '/login/building',
    '/logout',
    '/password/email',
    '/password/reset/house/0123456789abcdef',
    '/no/such/page',
  ];
}

async function adminRoutes(page: Page): Promise<string[]> {
  const routes = ['/password'];
  for (const m of MASTER) {
    const id = await firstId(page, `/admin/${m}`, new RegExp(`^/admin/${m}/(\\d+)/edit$`));
    routes.push(`/admin/${m}`, `/admin/${m}/create`, `/admin/${m}/${id}/edit`, `/admin/${m}/${id}/delete`);
  }
  const info = await firstId(page, '/admin/information', /^\/admin\/information\/(\d+)$/);
  routes.push('/admin/mail_failures');
  routes.push(
    '/admin/information',
    '/admin/information/create',
    `/admin/information/${info}`,
    `/admin/information/${info}/edit`,
    `/admin/information/${info}/delete`,
  );
  const link = await firstId(page, '/admin/links', /^\/admin\/links\/(\d+)\/approved\/(?:en|dis)abled$/);
  routes.push(
    '/admin/links',
    `/admin/links/${link}/approved/enabled`,
    `/admin/links/${link}/approved/disabled`,
    `/admin/links/${link}/delete`,
  );
  const org = await firstId(page, '/admin/organizations', /^\/admin\/organizations\/(\d+)$/);
  routes.push(
    '/admin/organizations',
    ...['', '/approved/enabled', '/approved/disabled', '/edit', '/delete'].map(
      (s) => `/admin/organizations/${org}${s}`,
    ),
  );
  for (const c of CATEGORIES) {
    const id = await firstId(page, `/admin/${c}`, new RegExp(`^/admin/${c}/(\\d+)$`));
    routes.push(`/admin/${c}`, `/admin/${c}/${id}`, `/admin/${c}/${id}/delete`, `/admin/${c}/${id}/approved/enabled`);
  }
  return routes;
}

async function organizationRoutes(page: Page): Promise<string[]> {
  const routes = [
    '/organization/organization',
    '/organization/organization/edit',
    '/organization/organization/zip_password/edit',
    '/organization/users/create',
    '/organization/links',
    '/organization/links/create',
  ];
  const user = await firstId(page, '/organization/organization', /^\/organization\/users\/(\d+)\/edit$/);
  routes.push(`/organization/users/${user}/edit`, `/organization/users/${user}/delete`);
  const link = await firstId(page, '/organization/links', /^\/organization\/links\/(\d+)\/edit$/);
  routes.push(`/organization/links/${link}/edit`, `/organization/links/${link}/delete`);
  for (const c of CATEGORIES.slice(0, 3)) {
    const id = await firstId(page, `/organization/${c}`, new RegExp(`^/organization/${c}/(\\d+)$`));
    routes.push(
      `/organization/${c}`,
      `/organization/${c}/upload`,
      `/organization/${c}/${id}`,
      ...['/update/publish_date', '/delete', '/status/published', '/status/published/cancel', '/status/canceled'].map(
        (s) => `/organization/${c}/${id}${s}`,
      ),
    );
  }
  return routes;
}

/**
 * Every route at both widths in one tab of one context (the sign-in is kept), collecting the axe
 * totals; at the narrower width each page is also narrowed to 320 px for the reflow check, and its
 * text doubled for the resize-text check.
 */
async function auditAll(
  browser: Browser,
  role: string,
  discover: (page: Page) => Promise<string[]>,
  signIn?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ locale: 'ja-JP', reducedMotion: 'reduce' });
  const page = await context.newPage();
  trackRequests(page);
  if (signIn) await signIn(page);
  const routes = await discover(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    for (const route of routes) {
      await page.goto(`${portal.server.baseUrl}${route}`);
      const result = await audit(page, role, route, width);
      if (width === Math.min(...WIDTHS)) {
        const reflow = await reflowViolation(page);
        if (reflow) result.violations.push(reflow);
        result.violations.push(...(await enlargedTextViolations(page)));
      }
      results.push(result);
    }
  }
  await context.close();
}

describe('every route of SPEC §2 passes axe (WCAG 2.2 AA) at 1280 and 375 px, reflows at 320 px and takes text at 200%', () => {
  it('as a visitor', async () => {
    await auditAll(portal.browser, 'visitor', visitorRoutes);
  }, 900_000);

  it('as the administrator', async () => {
    await auditAll(portal.browser, 'admin', adminRoutes, (p) =>
      portal.signIn(p, 'admin@example.jp', 'Admin-pass-1234'),
    );
  }, 900_000);

  it('as an organization', async () => {
    await auditAll(portal.browser, 'organization', organizationRoutes, (p) =>
      portal.signIn(p, 'tanaka@towa-energy.example.jp', 'Demo-pass-1234'),
    );
  }, 900_000);

  it('has no serious or critical violation, no moderate one, and no sideways page scroll', () => {
    writeReport(results);
    const failing = results.filter(
      (r) =>
        r.counts.critical + r.counts.serious + r.counts.moderate > 0 ||
        r.violations.some((v) => v.startsWith('layout')),
    );
    expect(failing.map((r) => `${r.width}px ${r.route}: ${r.violations.join('; ')}`)).toEqual([]);
  });
});
