import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createOrganization, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let organizationId: number;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  adminEmail = (await createAdmin(em)).email;
  organizationId = (await createOrganization(em)).id;
});
afterAll(() => t.close());

/**
 * A tool written against the original portal: fetch and a cookie jar, nothing else. It never asks
 * for GET /api/xsrf_token (the original had none); it echoes whatever XSRF-TOKEN it holds.
 */
function legacyTool() {
  const jar = new Map<string, string>();
  const send = async (method: string, path: string, json?: unknown) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(jar.get('XSRF-TOKEN')!);
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookies };
  };
  return { jar, send };
}

describe('a legacy client signs in as it did with the original', () => {
  it('GET /api/login → POST /api/login → a write, with nothing but a cookie jar', async () => {
    const tool = legacyTool();
    const probe = await tool.send('GET', '/api/login');
    expect(probe.status).toBe(401);
    expect(tool.jar.has('XSRF-TOKEN')).toBe(true);

    const login = await tool.send('POST', '/api/login', {
      email: adminEmail,
      password: DEFAULT_PASSWORD,
      type: 'house',
    });
    expect(login.status).toBe(200);
    const me = await tool.send('GET', '/api/login');
    expect(me.status).toBe(200);
    expect((me.body.users as { email: string }[])[0]!.email).toBe(adminEmail);

    const created = await tool.send('POST', '/api/brand_names', {
      name: 'レガシー',
      organization_id: organizationId,
      note: '',
    });
    expect(created.status).toBe(201);
  });

  it('hands the cookie out on refusals and signed-in answers, once, and never on a public read', async () => {
    const tool = legacyTool();
    const publicRead = await tool.send('GET', '/api/cogeneration_systems?public=1');
    expect(publicRead.status).toBe(200);
    expect(publicRead.setCookies).toEqual([]);

    const forbidden = await tool.send('GET', '/api/organizations');
    expect(forbidden.status).toBe(401);
    expect(forbidden.setCookies.some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
    const again = await tool.send('GET', '/api/organizations');
    expect(again.setCookies.some((line) => line.startsWith('XSRF-TOKEN='))).toBe(false);

    // A client that lost its cookie (a new jar with the session only) gets one on a signed-in read.
    await tool.send('POST', '/api/login', { email: adminEmail, password: DEFAULT_PASSWORD, type: 'house' });
    tool.jar.delete('XSRF-TOKEN');
    const signedIn = await tool.send('GET', '/api/organizations?page=1');
    expect(signedIn.status).toBe(200);
    expect(tool.jar.has('XSRF-TOKEN')).toBe(true);
  });
});
