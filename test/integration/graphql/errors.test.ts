import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const NOTICES = '{ notices(audience: house) { total } }';

describe('GraphQL error masking', () => {
  it('answers an unexpected resolver error as INTERNAL_SERVER_ERROR without its message, with the request id', async () => {
    vi.spyOn(t.services.information, 'published').mockRejectedValue(
      new Error('relation "secret_table" does not exist'),
    );
    const result = await t.client().gql(NOTICES);
    expect(result.status).toBe(200);
    expect(result.errors).toEqual([
      {
        message: 'サーバーでエラーが発生しました。時間をおいて再度お試しください',
        path: ['notices'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: result.headers.get('x-request-id') },
      },
    ]);
    expect(result.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(result)).not.toContain('secret_table');
  });
});

describe('XSRF on /graphql mutations', () => {
  it('refuses a wrong X-XSRF-TOKEN (a genuine token of another browser included), not only a missing one', async () => {
    const victim = t.client();
    await victim.get('/api/xsrf_token');
    const attacker = t.client();
    await attacker.get('/api/xsrf_token');
    const body = { query: 'mutation { logout }' };
    const send = (token: string) => victim.request('POST', '/graphql', body, { 'x-xsrf-token': token });

    for (const token of [
      'forged.value',
      attacker.cookies.get('XSRF-TOKEN')!,
      `${victim.cookies.get('XSRF-TOKEN')!}x`,
    ]) {
      const refused = await send(token);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('XSRF_TOKEN_MISMATCH');
    }
    const accepted = await send(victim.cookies.get('XSRF-TOKEN')!);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ data: { logout: true } });
  });
});
