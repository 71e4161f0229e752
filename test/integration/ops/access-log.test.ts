import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { createTestDatabase } from '../../helpers/test-app.js';
import { TestClient } from '../../helpers/test-client.js';
import { startPortal, type PortalProcess } from '../../ops/lib/portal-process.js';

let portal: PortalProcess | undefined;
afterAll(async () => {
  portal?.kill('SIGTERM');
  await portal?.exited;
  if (portal) fs.rmSync(portal.dataDir, { recursive: true, force: true });
});

describe('the access log', () => {
  it('writes one line per request with its id and user, and never a password or a cookie', async () => {
    const databaseUrl = await createTestDatabase();
    const orm = await MikroORM.init(ormOptions(databaseUrl));
    const user = await createUser(orm.em.fork());
    await orm.close(true);

    portal = await startPortal({ env: { DATABASE_URL: databaseUrl } });
    const client = new TestClient(portal.baseUrl);
    await client.login(user.email, DEFAULT_PASSWORD);
    const newPassword = 'Brand-new-pass-5678';
    const changed = await client.put(`/api/users/${user.id}/password`, {
      old_password: DEFAULT_PASSWORD,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(changed.status).toBe(200);
    const requestId = changed.headers.get('x-request-id');
    // The same over GraphQL: its line names what ran, never the variables (passwords here).
    const thirdPassword = 'Third-pass-9012';
    const overGraphql = await client.gql(
      'mutation Rotate($id: Int!, $input: PasswordChangeInput!) { changePassword(id: $id, input: $input) }',
      {
        id: user.id,
        input: { oldPassword: newPassword, newPassword: thirdPassword, newPasswordConfirmation: thirdPassword },
      },
    );
    expect(overGraphql.data).toEqual({ changePassword: true });
    // A sign-in over GraphQL names the user it signed in (Apollo's copy of the context gets the viewer).
    const second = new TestClient(portal.baseUrl);
    await second.get('/api/xsrf_token');
    const signIn = (password: string) =>
      second.gql<{ login: { edition: string } }>(
        'mutation SignIn($input: LoginInput!) { login(input: $input) { edition } }',
        { input: { email: user.email, password, type: 'house' } },
      );
    // A refused one is answered with 200 too: its line names the error's code, at warn.
    expect((await signIn('Wrong-pass-0000')).errors).toHaveLength(1);
    const signedIn = await signIn(thirdPassword);
    expect(signedIn.data).toEqual({ login: { edition: 'house' } });
    // A public query however it is answered: Apollo, then its compiled plan (POST); Apollo, then
    // the answer kept in memory (GET).
    const publicQuery = 'query Count { publicDevices(category: solar_systems) { total } }';
    // A third party's plain POST: no cookie, no XSRF token.
    const post = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: publicQuery }),
    };
    for (let i = 0; i < 2; i++) expect((await fetch(`${portal.baseUrl}/graphql`, post)).status).toBe(200);
    const get = `/graphql?query=${encodeURIComponent(publicQuery)}`;
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${portal.baseUrl}${get}`, { headers: { 'apollo-require-preflight': '1' } })).status).toBe(
        200,
      );

    portal.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    const lines = portal
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.req !== undefined);
    // GET /api/xsrf_token (the XSRF cookie), POST /api/login, PUT …/password, POST /graphql, the
    // second sign-in and the public queries
    expect(access.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/xsrf_token 204 \d+ms$/),
      expect.stringMatching(/^POST \/api\/login 200 \d+ms$/),
      expect.stringMatching(new RegExp(`^PUT /api/users/${user.id}/password 200 \\d+ms$`)),
      expect.stringMatching(/^POST \/graphql 200 \d+ms \(mutation changePassword\)$/),
      expect.stringMatching(/^GET \/api\/xsrf_token 204 \d+ms$/),
      expect.stringMatching(/^POST \/graphql 200 \d+ms \(mutation login: BAD_USER_INPUT\)$/),
      expect.stringMatching(/^POST \/graphql 200 \d+ms \(mutation login\)$/),
      ...Array.from({ length: 2 }, () => expect.stringMatching(/^POST \/graphql 200 \d+ms \(query publicDevices\)$/)),
      ...Array.from({ length: 2 }, () => expect.stringMatching(/^GET \/graphql 200 \d+ms \(query publicDevices\)$/)),
    ]);
    expect(access[3]).toMatchObject({ userId: user.id, graphql: 'mutation changePassword' });
    expect(access[5]).toMatchObject({ level: 40, graphql: 'mutation login', graphqlErrors: ['BAD_USER_INPUT'] });
    expect(access[5]!.userId).toBeUndefined();
    expect(access[6]).toMatchObject({ level: 30, userId: user.id, graphql: 'mutation login' });
    expect(access.slice(7).every((line) => line.userId === undefined)).toBe(true);
    expect(access[2]).toMatchObject({
      reqId: requestId,
      userId: user.id,
      req: { method: 'PUT', ip: expect.stringMatching(/127\.0\.0\.1$/) },
      res: { status: 200 },
    });
    expect(new Set(access.map((line) => line.reqId)).size).toBe(access.length);

    const output = portal.output();
    for (const secret of [
      DEFAULT_PASSWORD,
      newPassword,
      thirdPassword,
      ...client.cookies.values(),
      ...second.cookies.values(),
    ])
      expect(output).not.toContain(secret);
    // No cookie header and no token header (the token route's path is fine).
    expect(output).not.toMatch(/cookie|x-xsrf-token/i);
  }, 120_000);
});
