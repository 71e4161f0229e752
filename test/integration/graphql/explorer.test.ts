import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /graphql from a browser without a built explorer', () => {
  it('answers a plain 404 that says how to build it, and JSON clients still reach GraphQL', async () => {
    const page = await fetch(`${t.baseUrl}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await page.text()).toMatch(/run npm run build/);

    const query = encodeURIComponent('{ lastUpdate(category: solar_systems) }');
    const json = await fetch(`${t.baseUrl}/graphql?query=${query}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ data: { lastUpdate: null } });
  });
});
