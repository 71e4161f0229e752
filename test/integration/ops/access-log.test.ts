import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/core/db/orm-options.js';
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

    portal.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    const lines = portal
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.req !== undefined);
    // GET /api/xsrf_token (the XSRF cookie), POST /api/login, PUT …/password, POST /graphql
    expect(access.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/xsrf_token 204 \d+ms$/),
      expect.stringMatching(/^POST \/api\/login 200 \d+ms$/),
      expect.stringMatching(new RegExp(`^PUT /api/users/${user.id}/password 200 \\d+ms$`)),
      expect.stringMatching(/^POST \/graphql 200 \d+ms \(mutation changePassword\)$/),
    ]);
    expect(access[3]).toMatchObject({ userId: user.id, graphql: 'mutation changePassword' });
    expect(access[2]).toMatchObject({
      reqId: requestId,
      userId: user.id,
      req: { method: 'PUT' },
      res: { status: 200 },
    });
    expect(new Set(access.map((line) => line.reqId)).size).toBe(4);

    const output = portal.output();
    for (const secret of [DEFAULT_PASSWORD, newPassword, thirdPassword, ...client.cookies.values()])
      expect(output).not.toContain(secret);
    // No cookie header and no token header (the token route's path is fine).
    expect(output).not.toMatch(/cookie|x-xsrf-token/i);
  }, 120_000);
});
