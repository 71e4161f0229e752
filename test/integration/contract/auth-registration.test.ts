/**
 * SPEC §7 "Auth and registration", called as the original SPA calls it (see spec-calls.ts for the
 * whole §7 table and which file covers each call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { CallLog, LegacyClient, signIn } from '../../helpers/legacy-client.js';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { registrationBody } from '../../factories/organizations.js';
import { expect422, expectAreaCovered } from './spec-calls.js';

let t: TestApp;
const log = new CallLog();
const client = () => new LegacyClient(t.baseUrl, log);
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await createAdmin(t.orm.em.fork())).email;
});
afterAll(() => t.close());

describe('SPEC §7 auth and registration', () => {
  it('POST /login {email, password, type}, then GET /login reads users[0]', async () => {
    const c = client();
    const login = await c.post('/login', { email: adminEmail, password: DEFAULT_PASSWORD, type: 'house' });
    expect(login.status).toBeGreaterThanOrEqual(200);
    expect(login.status).toBeLessThan(300);
    const me = await c.get<{ users: Record<string, unknown>[] }>('/login');
    expect(me.status).toBe(200);
    expect(Array.isArray(me.body.users)).toBe(true);
    expect(me.body.users[0]).toEqual(expect.objectContaining({ id: expect.any(Number), email: adminEmail }));
  });

  it('a failed POST /login answers a message for the client to show (SPEC §8)', async () => {
    const failed = await client().post<{ message: unknown }>('/login', {
      email: adminEmail,
      password: 'wrong-password',
      type: 'building',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(typeof failed.body.message).toBe('string');
  });

  it('POST /logout ends the session: GET /login no longer reads a user', async () => {
    const c = client();
    await signIn(c, adminEmail, DEFAULT_PASSWORD, 'building');
    const logout = await c.post('/logout');
    expect(logout.status).toBeGreaterThanOrEqual(200);
    expect(logout.status).toBeLessThan(300);
    expect((await c.get('/login')).status).not.toBe(200);
  });

  it('POST /password/email {email, type}, then POST /password/reset {email, password, password_confirmation, token, type}', async () => {
    const user = await createUser(t.orm.em.fork());
    t.services.mailer.outbox.length = 0;
    const c = client();
    const request = await c.post<{ message: unknown }>('/password/email', { email: user.email, type: 'house' });
    expect(request.status).toBeGreaterThanOrEqual(200);
    expect(request.status).toBeLessThan(300);

    // The token arrives by mail, in the link /password/reset/{type}/{token} (SPEC §2).
    await t.drainJobs();
    const mail = t.services.mailer.outbox.find((m) => [m.to].flat().includes(user.email));
    const token = mail?.text.match(/\/password\/reset\/house\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const reset = await c.post('/password/reset', {
      email: user.email,
      password: 'Changed-pass-5678',
      password_confirmation: 'Changed-pass-5678',
      token,
      type: 'house',
    });
    expect(reset.status).toBeGreaterThanOrEqual(200);
    expect(reset.status).toBeLessThan(300);
    expect((await signIn(client(), user.email, 'Changed-pass-5678')).email).toBe(user.email);
  });

  it('POST /register {organization, user} with every manager flag false', async () => {
    const body = registrationBody();
    const register = await client().post('/register', body);
    expect(register.status, JSON.stringify(register.body)).toBeGreaterThanOrEqual(200);
    expect(register.status).toBeLessThan(300);
  });

  it('POST /register with a mismatched zip password answers 422 with an errors object (SPEC §5, §8)', async () => {
    const body = registrationBody({ organization: { zip_password_confirmation: 'something-else' } });
    const register = await client().post('/register', body);
    // Nested error objects: the client shows the first message of each nested entry.
    expect422(register, 'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません');
  });

  it('covers every SPEC §7 auth and registration call', () => {
    expectAreaCovered('auth', log);
  });
});
