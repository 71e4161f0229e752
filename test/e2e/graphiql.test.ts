import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe('the API explorer at GET /graphql', () => {
  it('loads GraphiQL from this origin only, under the CSP, and runs the example query', async () => {
    const page = await portal.browser.newPage({ locale: 'en-US' });
    const requests: string[] = [];
    const cspViolations: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
    });

    const response = await page.goto(`${portal.server.baseUrl}/graphql`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);

    // The first example tab, with its variables, is open.
    await expect
      .poll(async () => page.locator('.graphiql-editor-tool').textContent(), { timeout: 30_000 })
      .toMatch(/includeExpired/);
    await page.getByRole('button', { name: /execute query/i }).click();
    // The result pane shows the answer of the default tab (publicDevices with the demo data).
    await expect
      .poll(async () => page.locator('.graphiql-response').textContent(), { timeout: 30_000 })
      .toMatch(/"total":[\s\u00a0]*\d+/);
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    await page.getByText('Root Types').waitFor();
    await screenshot(page, 'graphiql');

    const origin = new URL(portal.server.baseUrl).origin;
    const foreign = requests.filter(
      (url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'),
    );
    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it('still answers tools asking for JSON on the same URL', async () => {
    const res = await fetch(
      `${portal.server.baseUrl}/graphql?query=${encodeURIComponent('{ lastUpdate(category: solar_systems) }')}`,
      {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { lastUpdate: expect.any(String) } });
  });
});
