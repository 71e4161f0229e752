import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { User } from '../../../server/modules/users/user.entity.js';
import { Session } from '../../../server/modules/auth/session.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login, GET /api/login', () => {
  it('signs in, then GET /login answers {users: [user]} without secrets', async () => {
    const user = await createUser(t.orm.em.fork(), { email: 'taro@example.jp' });
    const client = t.client();
    const login = await client.post('/api/login', {
      email: 'Taro@Example.jp ',
      password: DEFAULT_PASSWORD,
      type: 'building',
    });
    expect(login.status).toBe(200);
    const me = await client.get<{ users: Record<string, unknown>[]; type: string }>('/api/login');
    expect(me.status).toBe(200);
    expect(me.body.type).toBe('building');
    expect(me.body.users[0]).toMatchObject({ id: user.id, email: 'taro@example.jp', role: 'organization' });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash|zip/i);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the same 422 for a wrong password and an unknown email', async () => {
    await createUser(t.orm.em.fork(), { email: 'hanako@example.jp' });
    const wrong = await t.client().post('/api/login', { email: 'hanako@example.jp', password: 'nope', type: 'house' });
    const unknown = await t
      .client()
      .post('/api/login', { email: 'nobody@example.jp', password: 'nope', type: 'house' });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      message: 'メールアドレスまたはパスワードが正しくありません',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません'] },
    });
  });

  it('validates the input with Japanese messages', async () => {
    const result = await t.client().post('/api/login', { email: '', password: 5, type: 'office' });
    expect(result.status).toBe(422);
    expect(result.body.errors).toMatchObject({
      email: ['メールアドレスを入力してください'],
      type: ['種別は house または building を指定してください'],
    });
  });

  it('throttles the 6th failure within a minute per (email, IP) with 429', async () => {
    const user = await createUser(t.orm.em.fork(), { email: 'throttle@example.jp' });
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/login', { email: user.email, password: 'bad', type: 'house' })).status).toBe(422);
    }
    const sixth = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('試行回数');
    // Another address is not affected.
    const other = await createUser(t.orm.em.fork());
    expect(
      (await client.post('/api/login', { email: other.email, password: DEFAULT_PASSWORD, type: 'house' })).status,
    ).toBe(200);
  });

  it('locks the account after 10 consecutive failures; an administrator unlocks it', async () => {
    const em = t.orm.em.fork();
    const user = await createUser(em, { email: 'lock@example.jp', failedLoginCount: 9 });
    const client = t.client();
    expect((await client.post('/api/login', { email: user.email, password: 'bad', type: 'house' })).status).toBe(422);
    // Once locked, the right password, a wrong one and an address nobody has get one answer: the
    // lock confirms neither a guess nor that the address is registered.
    const right = await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' });
    const wrong = await client.post('/api/login', { email: user.email, password: 'another-guess', type: 'house' });
    const unknown = await t
      .client()
      .post('/api/login', { email: 'nobody-lock@example.jp', password: 'another-guess', type: 'house' });
    const answer = {
      message: 'メールアドレスまたはパスワードが正しくありません',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません'] },
    };
    for (const res of [right, wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual(answer);
    }
    expect(client.cookies.has('sid')).toBe(false);

    const admin = await createAdmin(em);
    const adminClient = t.client();
    await adminClient.login(admin.email, DEFAULT_PASSWORD);
    const unlock = await adminClient.put<{ users: { id: number; locked_at: unknown }[] }>('/api/users/unlock', {
      id_list: [user.id],
    });
    expect(unlock.status).toBe(200);
    expect(unlock.body.users).toEqual([expect.objectContaining({ id: user.id, locked_at: null })]);
    expect(
      (await client.post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' })).status,
    ).toBe(200);
  });

  it('refuses users of organizations that are not approved', async () => {
    const em = t.orm.em.fork();
    const pending = await createUser(em, {
      organization: await createOrganization(em, { status: OrganizationStatus.registered }),
    });
    const result = await t
      .client()
      .post('/api/login', { email: pending.email, password: DEFAULT_PASSWORD, type: 'house' });
    expect(result.status).toBe(403);
    expect(result.body.message).toContain('承認待ち');
  });

  it('stores argon2id hashes only', async () => {
    const user = await createUser(t.orm.em.fork());
    const stored = await t.orm.em.fork().findOneOrFail(User, user.id, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('sessions', () => {
  it('issues a new HttpOnly SameSite=Lax session id at every sign-in', async () => {
    const user = await createUser(t.orm.em.fork());
    const client = t.client();
    const first = await client.raw('POST', '/api/login', {
      body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD, type: 'house' }),
      headers: { 'content-type': 'application/json' },
    });
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const before = client.cookies.get('sid');
    await client.login(user.email, DEFAULT_PASSWORD);
    const after = client.cookies.get('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The session the second sign-in came with is gone from the database.
    expect(await t.orm.em.fork().count(Session, { user: user.id })).toBe(1);
  });

  it('logout destroys the session on the server, not only the cookie', async () => {
    const user = await createUser(t.orm.em.fork());
    const client = t.client();
    await client.login(user.email, DEFAULT_PASSWORD);
    const stolen = client.cookies.get('sid')!;
    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expect((await client.get('/api/login')).status).toBe(401);
    const replay = t.client();
    replay.cookies.set('sid', stolen);
    expect((await replay.get('/api/login')).status).toBe(401);
  });

  it('ends idle sessions', async () => {
    const user = await createUser(t.orm.em.fork());
    const client = t.client();
    await client.login(user.email, DEFAULT_PASSWORD);
    await t.orm.em.fork().nativeUpdate(Session, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/login')).status).toBe(401);
  });
});

describe('XSRF and the /api facade', () => {
  it('refuses a state-changing request without the X-XSRF-TOKEN header', async () => {
    const client = t.client();
    await client.get('/api/xsrf_token');
    client.sendXsrf = false;
    const result = await client.post('/api/logout');
    expect(result.status).toBe(403);
    expect(result.body.message).toContain('XSRF');
  });

  it('refuses a wrong token and a forged cookie', async () => {
    const client = t.client();
    await client.get('/api/xsrf_token');
    const wrong = await client.request('POST', '/api/logout', {}, { 'x-xsrf-token': 'forged.value' });
    expect(wrong.status).toBe(403);
    const forger = t.client();
    forger.cookies.set('XSRF-TOKEN', 'forged.value');
    forger.sendXsrf = false;
    const forged = await forger.request('POST', '/api/logout', {}, { 'x-xsrf-token': 'forged.value' });
    expect(forged.status).toBe(403);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const result = await t.client().get('/api/no/such/path');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'APIが見つかりません' });
  });

  it('answers what nothing else does (another method on a page address) with a Japanese 404, not Express’s English page', async () => {
    for (const method of ['PUT', 'DELETE', 'PROPFIND']) {
      const result = await t.client().request(method, '/house');
      expect(result.status, method).toBe(404);
      expect(result.body, method).toEqual({ message: 'ページが見つかりません' });
    }
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const client = t.client();
    await client.get('/api/xsrf_token');
    const bad = await client.raw('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const big = await client.raw('POST', '/api/login', {
      body: JSON.stringify({ email: 'a'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });

  it('sets security headers', async () => {
    const result = await t.client().get('/api/login');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Served over plain http here: the browser must not be told to upgrade requests to https.
    expect(result.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(result.headers.get('x-powered-by')).toBeNull();
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('tells the browser to upgrade insecure requests', async () => {
    const behindProxy = await createTestApp({ trustProxy: 1 });
    try {
      const result = await behindProxy.client().get('/api/login');
      expect(result.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('PUT /api/users/unlock', () => {
  it('is 401 for visitors, 403 for organization users, 404 for unknown ids, 422 for bad input', async () => {
    expect((await t.client().put('/api/users/unlock', { id_list: [1] })).status).toBe(401);
    const em = t.orm.em.fork();
    const orgUser = await createUser(em);
    const orgClient = t.client();
    await orgClient.login(orgUser.email, DEFAULT_PASSWORD);
    expect((await orgClient.put('/api/users/unlock', { id_list: [orgUser.id] })).status).toBe(403);
    const admin = await createAdmin(em);
    const adminClient = t.client();
    await adminClient.login(admin.email, DEFAULT_PASSWORD);
    expect((await adminClient.put('/api/users/unlock', { id_list: [999999] })).status).toBe(404);
    const invalid = await adminClient.put('/api/users/unlock', { id_list: 'all' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toHaveProperty('id_list');
  });
});
