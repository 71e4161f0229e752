import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/**
 * The JavaScript budget of a visitor's first load: what a browser downloads before a public page is
 * usable, measured as it receives it (compressed bytes on the wire), on a phone and on a wide screen
 * (a public list's search form is in the page on both, folded by CSS on a phone, which loads its
 * code after the list's first render). Ratchets at what the portal needed before issue #60:
 * 178.6–183.7 KiB on a phone, up to 196.0 KiB wide; since issue #60 a phone's /cogenerations also
 * loads the form's code (about 12 KiB brotli), which the phone's figure does not allow for yet.
 * Since 2026-11-29 the search form's checkbox is a native one (Chakra's, built on zag, was
 * 9 KiB); since 2026-12-02 every public page's header holds the product search box (+0.7 KiB; the
 * search's rules load with its results page, not here) and a list's form the 品番・証明書番号
 * field (issue #59). Issue #16's goal is 150 KiB, which the vendor code alone exceeds
 * (react-dom ≈ 55 KiB, react-router ≈ 12, Chakra UI ≈ 46, Apollo Client + graphql ≈ 45, brotli).
 * Since issue #60 the public pages come rendered by the server: a visitor reads them before any of
 * this has arrived, and the scripts then take the page over (hydration). The first-load budget
 * that shaped the hand-rolled router is withdrawn; this stays a regression guard at the figures
 * with react-router's data router, hydration and the list's form in the page (/house on a phone
 * measured 205.4 KiB, /cogenerations 222.6).
 */
const BUDGET_BYTES = { phone: 228 * 1024, wide: 242 * 1024 };
const VIEWPORTS = { phone: { width: 390, height: 844 }, wide: { width: 1280, height: 900 } };

/** The mutation documents a script holds, by operation name (the build writes them as object literals). */
function mutationDocuments(script: string): string[] {
  const definition =
    /kind:\s*["'`]OperationDefinition["'`],\s*operation:\s*["'`]mutation["'`],\s*name:\s*\{\s*kind:\s*["'`]Name["'`],\s*value:\s*["'`](\w+)/g;
  return [...script.matchAll(definition)].map((m) => m[1]!);
}

/**
 * The scripts the page loaded, with their compressed body sizes, from the page's own resource
 * timing once the page shows its heading (the route's lazy chunks have arrived by then; "network
 * idle" alone can come before the entry asks for them) and the network is idle (request events can
 * still be arriving then, and asking a request for its sizes after the page closed rejects).
 */
async function javascriptBytes(page: Page, url: string): Promise<{ bytes: number; files: string[]; html: string }> {
  const html = (await (await page.goto(url))?.text()) ?? '';
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate<{ url: string; bytes: number }[]>(
    `performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize }))`,
  );
  return {
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    files: scripts.map((s) => new URL(s.url).pathname),
    html,
  };
}

/** The mutation documents in the scripts a first load of `path` runs. */
async function mutationsLoadedBy(path: string): Promise<string[]> {
  const page = await portal.browser.newPage();
  const { files } = await javascriptBytes(page, `${portal.server.baseUrl}${path}`);
  await page.close();
  const scripts = await Promise.all(files.map(async (file) => (await fetch(`${portal.server.baseUrl}${file}`)).text()));
  return scripts.flatMap(mutationDocuments);
}

async function firstPublicId(): Promise<number> {
  const list = (await (await fetch(`${portal.server.baseUrl}/api/cogeneration_systems?public=1`)).json()) as {
    data: { id: number }[];
  };
  return list.data[0]!.id;
}

describe('first load of a public page', () => {
  it('stays within the compressed JavaScript budget on /house, a public list and a device detail', async () => {
    for (const screen of ['phone', 'wide'] as const)
      for (const path of ['/house', '/cogenerations', `/cogenerations/${await firstPublicId()}`]) {
        // Chromium offers brotli only over HTTPS; the portal runs behind TLS in production.
        const page = await portal.browser.newPage({
          viewport: VIEWPORTS[screen],
          extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
        });
        const { bytes, files } = await javascriptBytes(page, `${portal.server.baseUrl}${path}`);
        expect(files.length, path).toBeGreaterThan(0);
        const kib = (bytes / 1024).toFixed(1);
        console.warn(`first load of ${path} (${screen}): ${kib} KiB of JavaScript in ${files.length} files`);
        expect(bytes, `${path} (${screen}): ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES[screen]);
        // The search form is in the page on every screen (a phone folds it by CSS), so its code
        // (formik and Chakra's form parts) loads on both; a phone loads it after the list's first render.
        const formik = files.some((file) => /\/formik[.\w-]*\.js$/.test(file));
        if (path === '/cogenerations') expect(formik, `${path} (${screen})`).toBe(true);
        await page.close();
      }
  });

  it("brings no signed-in screen's documents: each page's GraphQL documents come with its own code", async () => {
    // The header's sign-out is part of the layout every page shares; nothing else a visitor cannot do.
    expect(await mutationsLoadedBy('/house')).toEqual(['Logout']);
    // The check sees documents where a page needs them: the login page's chunk carries the sign-in.
    expect(await mutationsLoadedBy('/login/house')).toContain('Login');
  });
});
