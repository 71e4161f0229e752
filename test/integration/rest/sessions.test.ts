import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { Session } from '../../../server/modules/auth/session.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 120 });
});
afterAll(() => t.close());

const MINUTE = 60_000;

function sidCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('sid='));
}

function expiresOf(cookie: string | undefined): number {
  const match = /;\s*Expires=([^;]+)/i.exec(cookie ?? '');
  if (!match) throw new Error(`no Expires in ${cookie}`);
  return Date.parse(match[1]!);
}

async function signedInClient() {
  const user = await createUser(t.orm.em.fork());
  const client = t.client();
  const login = await client.raw('POST', '/api/login', {
    body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD, type: 'house' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(login.status).toBe(200);
  return { user, client, loginExpires: expiresOf(sidCookie(login)) };
}

describe('idle timeout', () => {
  it('sends the cookie again with the slid expiry, so an active session outlives the first expiry', async () => {
    const { user, client, loginExpires } = await signedInClient();
    expect(Math.abs(loginExpires - (Date.now() + 120 * MINUTE))).toBeLessThan(MINUTE);
    const token = client.cookies.get('sid');

    // 100 minutes after sign-in (20 left of the first 120), the user comes back.
    const signedInAt = Date.now() - 100 * MINUTE;
    await t.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { user: user.id },
        { lastSeenAt: new Date(signedInAt), expiresAt: new Date(signedInAt + 120 * MINUTE) },
      );
    const active = await client.raw('GET', '/api/login');
    expect(active.status).toBe(200);

    const renewed = sidCookie(active);
    expect(renewed).toBeDefined();
    expect(renewed).toMatch(/HttpOnly/);
    expect(renewed).toMatch(/SameSite=Lax/);
    expect(client.cookies.get('sid')).toBe(token);
    const renewedExpires = expiresOf(renewed);
    expect(renewedExpires).toBeGreaterThan(Date.now() + 119 * MINUTE);
    // The simulated sign-in's cookie would have run out 20 minutes from now.
    expect(renewedExpires - (signedInAt + 120 * MINUTE)).toBeGreaterThan(99 * MINUTE);
    const stored = await t.orm.em.fork().findOneOrFail(Session, { user: user.id });
    // Cookie dates have whole seconds.
    expect(Math.abs(stored.expiresAt.getTime() - renewedExpires)).toBeLessThan(1000);

    // 30 minutes later: 130 minutes after sign-in, past the first expiry, the session still works.
    await t.orm.em.fork().nativeUpdate(
      Session,
      { user: user.id },
      {
        lastSeenAt: new Date(Date.now() - 30 * MINUTE),
        expiresAt: new Date(stored.expiresAt.getTime() - 30 * MINUTE),
      },
    );
    const later = await client.raw('GET', '/api/login');
    expect(later.status).toBe(200);
    expect(expiresOf(sidCookie(later))).toBeGreaterThan(Date.now() + 119 * MINUTE);
  });

  it('does not send the cookie again within the minute the expiry is not written', async () => {
    const { client } = await signedInClient();
    const again = await client.raw('GET', '/api/login');
    expect(again.status).toBe(200);
    expect(sidCookie(again)).toBeUndefined();
  });

  it('ends an idle session and clears its cookie', async () => {
    const { user, client } = await signedInClient();
    await t.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { user: user.id },
        { lastSeenAt: new Date(Date.now() - 121 * MINUTE), expiresAt: new Date(Date.now() - MINUTE) },
      );
    const idle = await client.raw('GET', '/api/login');
    expect(idle.status).toBe(401);
    expect(sidCookie(idle)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await t.orm.em.fork().count(Session, { user: user.id })).toBe(0);
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
  it('marks the cookies Secure when the proxy says https, and only then', async () => {
    const behindProxy = await createTestApp({ trustProxy: 1 });
    try {
      const user = await createUser(behindProxy.orm.em.fork());
      const signIn = async (proto: string) => {
        const client = behindProxy.client();
        const xsrf = await client.raw('GET', '/api/xsrf_token', { headers: { 'x-forwarded-proto': proto } });
        const login = await client.raw('POST', '/api/login', {
          body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD, type: 'house' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
        });
        expect(login.status).toBe(200);
        return [...xsrf.headers.getSetCookie(), ...login.headers.getSetCookie()];
      };

      const https = await signIn('https');
      expect(https.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/;\s*Secure/i);
      expect(https.find((c) => c.startsWith('sid='))).toMatch(/;\s*Secure/i);

      const http = await signIn('http');
      expect(http.find((c) => c.startsWith('sid='))).not.toMatch(/;\s*Secure/i);
    } finally {
      await behindProxy.close();
    }
  });
});
