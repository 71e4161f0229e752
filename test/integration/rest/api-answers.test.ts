import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { signedIn } from '../../helpers/sign-in.js';
import type { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const SECRET = 'connect ECONNREFUSED postgres://portal:hunter2@10.0.0.5/portal';

describe('Cache-Control on every /api answer', () => {
  it('is no-store on answers, refusals before the router and parser errors alike', async () => {
    const client = t.client();
    const ok = await client.get('/api/login');
    client.sendXsrf = false;
    const xsrf = await client.request('POST', '/api/logout', {});
    client.sendXsrf = true;
    const badJson = await client.raw('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    const tooLarge = await client.raw('POST', '/api/login', {
      body: JSON.stringify({ email: 'a'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    const unknown = await client.get('/api/no/such/path');

    expect([ok.status, xsrf.status, badJson.status, tooLarge.status, unknown.status]).toEqual([
      401, 403, 400, 413, 404,
    ]);
    for (const answer of [ok, xsrf, badJson, tooLarge, unknown]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('unexpected errors', () => {
  it('answer 500 with the masked message and the request id, never the internal one', async () => {
    vi.spyOn(t.services.information, 'published').mockRejectedValue(new Error(SECRET));
    const result = await t
      .client()
      .get<{ message: string; request_id: string }>('/api/information/public?audience=house');
    expect(result.status).toBe(500);
    expect(result.body.message).toBe('サーバーでエラーが発生しました。時間をおいて再度お試しください');
    expect(result.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(result.body)).not.toContain('hunter2');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('cut the connection when they happen after a download started, instead of leaving it hanging', async () => {
    const { client } = await signedIn(t, 'admin');
    let headersArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (headersArrived = resolve));
    vi.spyOn(t.services.brandNames, 'exportRows').mockImplementation(async function* () {
      yield { id: 1, name: 'ブランド', note: '', organization: { name: '事業者' } } as unknown as BrandName;
      // The failure comes once the client holds the 200 and its headers: the download has started.
      await arrived;
      throw new Error(SECRET);
    });

    const response = await client.raw('GET', '/api/brand_names/download/pdf');
    expect(response.status).toBe(200);
    headersArrived();
    const outcome = await Promise.race([
      response.arrayBuffer().then(
        () => 'ended normally',
        () => 'connection cut',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still hanging after 5 s'), 5000)),
    ]);
    expect(outcome).toBe('connection cut');
  });
});
