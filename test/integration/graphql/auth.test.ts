import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { ThrottleEvent } from '../../../server/modules/auth/throttle-event.entity.js';
import { User } from '../../../server/modules/users/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { edition user { id email role organization { id cogenerationManager } } }
}`;
const ME = '{ me { edition user { id email } } }';

describe('login / me / logout over GraphQL', () => {
  it('signs in, answers me, signs out', async () => {
    const user = await createUser(t.orm.em.fork());
    const client = t.client();
    expect((await client.gql(ME)).data).toEqual({ me: null });
    const login = await client.gql<{ login: { edition: string; user: { id: number; organization: { id: number } } } }>(
      LOGIN,
      {
        input: { email: user.email, password: DEFAULT_PASSWORD, type: 'house' },
      },
    );
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.edition).toBe('house');
    expect(login.data?.login.user.organization.id).toBe(user.organization!.id);
    expect((await client.gql<{ me: { user: { id: number } } }>(ME)).data?.me.user.id).toBe(user.id);
    expect((await client.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await client.gql(ME)).data).toEqual({ me: null });
  });

  it('reports a failed sign-in as BAD_USER_INPUT with field errors', async () => {
    const result = await t.client().gql(LOGIN, { input: { email: 'x@example.jp', password: 'wrong', type: 'house' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'メールアドレスまたはパスワードが正しくありません',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { email: ['メールアドレスまたはパスワードが正しくありません'] },
      },
    });
  });

  it('cannot multiply attempts with aliases: the first failure stops the operation', async () => {
    const user = await createUser(t.orm.em.fork());
    const fields = Array.from(
      { length: 7 },
      (_, i) => `a${i}: login(input: {email: "${user.email}", password: "bad-${i}", type: house}) { edition }`,
    ).join('\n');
    const result = await t.client().gql(`mutation { ${fields} }`);
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    const em = t.orm.em.fork();
    expect(await em.count(ThrottleEvent, { key: { $like: `${user.email}|%` } })).toBe(1);
    expect((await em.findOneOrFail(User, user.id)).failedLoginCount).toBe(1);
  });

  it('answers a locked account, whatever the password, exactly like an unknown address', async () => {
    const user = await createUser(t.orm.em.fork(), { lockedAt: new Date(), failedLoginCount: 10 });
    const unknown = await t
      .client()
      .gql(LOGIN, { input: { email: 'nobody-gql-lock@example.jp', password: 'wrong-guess', type: 'house' } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const password of ['wrong-guess', DEFAULT_PASSWORD]) {
      const result = await t.client().gql(LOGIN, { input: { email: user.email, password, type: 'house' } });
      expect(result.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
      expect(result.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
    }
  });

  it('refuses batched requests', async () => {
    const client = t.client();
    await client.get('/api/xsrf_token');
    const result = await client.request('POST', '/graphql', [{ query: ME }, { query: ME }]);
    expect(result.status).toBe(400);
  });
});

describe('unlockUsers', () => {
  const UNLOCK = 'mutation Unlock($ids: [Int!]!) { unlockUsers(idList: $ids) { id lockedAt failedLoginCount } }';

  it('is UNAUTHENTICATED for visitors and FORBIDDEN for organization users', async () => {
    const user = await createUser(t.orm.em.fork());
    expect((await t.client().gql(UNLOCK, { ids: [user.id] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = t.client();
    await client.login(user.email, DEFAULT_PASSWORD);
    expect((await client.gql(UNLOCK, { ids: [user.id] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('unlocks for administrators', async () => {
    const em = t.orm.em.fork();
    const locked = await createUser(em, { lockedAt: new Date(), failedLoginCount: 10 });
    const admin = await createAdmin(em);
    const client = t.client();
    await client.login(admin.email, DEFAULT_PASSWORD);
    const result = await client.gql(UNLOCK, { ids: [locked.id] });
    expect(result.data).toEqual({ unlockUsers: [{ id: locked.id, lockedAt: null, failedLoginCount: 0 }] });
  });
});

describe('a new password set by a colleague', () => {
  it('lifts the lock of failed sign-ins: the user signs in with it', async () => {
    const em = t.orm.em.fork();
    const colleague = await createUser(em);
    const locked = await createUser(em, {
      organization: colleague.organization,
      lockedAt: new Date(),
      failedLoginCount: 10,
    });
    const client = t.client();
    await client.login(colleague.email, DEFAULT_PASSWORD);
    const update = await client.gql(
      'mutation U($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id lockedAt } }',
      {
        id: locked.id,
        input: {
          division: '',
          name: locked.name,
          tel: '03-1234-5678',
          email: locked.email,
          emailConfirmation: locked.email,
          password: 'Fresh-pass-1234',
          passwordConfirmation: 'Fresh-pass-1234',
        },
      },
    );
    expect(update.errors).toBeUndefined();
    expect(update.data).toEqual({ updateUser: { id: locked.id, lockedAt: null } });
    const signIn = await t
      .client()
      .gql(LOGIN, { input: { email: locked.email, password: 'Fresh-pass-1234', type: 'house' } });
    expect(signIn.errors).toBeUndefined();
  });
});

describe('the /graphql endpoint', () => {
  it('refuses mutations without the XSRF header', async () => {
    const client = t.client();
    await client.get('/api/xsrf_token');
    client.sendXsrf = false;
    const result = await client.gql('mutation { logout }');
    expect(result.status).toBe(403);
    expect(result.errors?.[0]?.extensions?.code).toBe('XSRF_TOKEN_MISMATCH');
  });

  it('lets third parties POST queries without the XSRF header, but not mutations', async () => {
    const client = t.client();
    client.sendXsrf = false;
    const query = await client.request('POST', '/graphql', { query: '{ me { edition } }' });
    expect(query.status).toBe(200);
    expect(query.body).toEqual({ data: { me: null } });
    // A read gets no cookie; the refused mutation's answer carries one, for the retry.
    expect(query.headers.getSetCookie()).toEqual([]);
    const mutation = await client.request('POST', '/graphql', { query: 'mutation { logout }' });
    expect(mutation.status).toBe(403);
    expect(mutation.headers.getSetCookie().join()).toContain('XSRF-TOKEN=');
    const disguised = await client.request('POST', '/graphql', {
      query: 'query A { me { edition } } mutation B { logout }',
      operationName: 'B',
    });
    expect(disguised.status).toBe(403);
  });

  it('tells a third party without the XSRF header why a document runs nothing: a syntax error, an unknown operation', async () => {
    const client = t.client();
    client.sendXsrf = false;
    const typo = await client.request('POST', '/graphql', { query: '{ lastUpdate(category: solar_systems) ' });
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).toContain('GRAPHQL_PARSE_FAILED');
    const unknown = await client.request('POST', '/graphql', { query: 'query A { __typename }', operationName: 'B' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown operation named');
    expect(typo.headers.getSetCookie()).toEqual([]);
  });

  it('tells a third party without the XSRF header that batches are not taken, and refuses a batch holding a mutation as a write', async () => {
    const client = t.client();
    client.sendXsrf = false;
    const queries = await client.request('POST', '/graphql', [
      { query: '{ me { edition } }' },
      { query: '{ __typename }' },
    ]);
    expect(queries.status).toBe(400);
    expect(queries.body).toEqual({
      errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const withMutation = await client.request('POST', '/graphql', [
      { query: '{ __typename }' },
      { query: 'mutation { logout }' },
    ]);
    expect(withMutation.status).toBe(403);
    expect(JSON.stringify(withMutation.body)).toContain('XSRF_TOKEN_MISMATCH');
    const empty = await client.request('POST', '/graphql', []);
    expect(empty.status).toBe(403);
  });

  it('allows introspection', async () => {
    const result = await t.client().gql('{ __schema { types { name } } }');
    const names = (result.data as { __schema: { types: { name: string }[] } }).__schema.types.map((type) => type.name);
    expect(names).toEqual(
      expect.arrayContaining(['Device', 'CogenerationSystem', 'SolarWaterHeater', 'Link', 'Viewer']),
    );
  });

  it('rejects too many aliases and oversized documents before any resolver runs', async () => {
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `m${i}: me { edition }`).join(' ')} }`;
    const result = await t.client().gql(aliases);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const huge = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    const tokens = await t.client().gql(huge);
    expect(tokens.status).toBe(400);
    expect(tokens.data).toBeUndefined();
    expect(tokens.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(tokens.errors?.[0]?.message).toMatch(/more than 2000 tokens|more that 2000 tokens/);
  });

  it('answers a syntax error as 400 GRAPHQL_PARSE_FAILED, not a server error', async () => {
    const result = await t.client().gql('{');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('masks unexpected errors', async () => {
    const result = await t.client().gql('{ me { user { nosuchfield } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('answers GET queries but never runs mutations over GET', async () => {
    const client = t.client();
    const query = await client.raw('GET', `/graphql?query=${encodeURIComponent('{ me { edition } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(query.status).toBe(200);
    const mutation = await client.raw('GET', `/graphql?query=${encodeURIComponent('mutation { logout }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(mutation.status).toBe(405);
  });
});
