import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { ManualClock } from '../../helpers/manual-clock.js';

let t: TestApp;
// Stands still, 5 s into a minute: every request of a test falls into the same window.
const clock = new ManualClock(Date.UTC(2030, 0, 1, 9, 0, 5));
beforeAll(async () => {
  t = await createTestApp({ graphqlRateLimitPerMinute: 3 }, { clock });
});
afterAll(() => t.close());

describe('per-client rate limit (fixed window in memory)', () => {
  it('counts down RateLimit-Remaining and answers 429 with a Japanese message beyond the limit on /api', async () => {
    const client = t.client();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.get(`/api/solar_systems?page=${i + 1}`);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await client.get<{ message: string }>('/api/solar_systems/download/csv');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('リクエストが多すぎます。しばらく待ってから再度お試しください');
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(limited.headers.get('ratelimit-policy')).toBe('3;w=60');
  });

  it('limits /graphql separately with a GraphQL-shaped 429', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await client.gql('{ lastUpdate(category: solar_systems) }')).status).toBe(200);
    const limited = await client.request<{ errors: { message: string; extensions: { code: string } }[] }>(
      'POST',
      '/graphql',
      { query: '{ __typename }' },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0]).toEqual({
      message: 'リクエストが多すぎます。しばらく待ってから再度お試しください',
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('does not count answers that cost no work: a kept answer and a 304', async () => {
    clock.advance(60_000); // a fresh window for this client
    const client = t.client();
    const first = await client.raw('GET', '/api/solar_systems?brand_name=none');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    for (let i = 0; i < 5; i++) {
      const again = await client.raw('GET', '/api/solar_systems?brand_name=none');
      expect(again.status).toBe(200);
      const revalidated = await client.raw('GET', '/api/solar_systems?brand_name=none', {
        headers: { 'if-none-match': first.headers.get('etag')! },
      });
      expect(revalidated.status).toBe(304);
    }
    const other = await client.raw('GET', '/api/solar_systems?brand_name=other');
    expect(other.headers.get('ratelimit-remaining')).toBe('1');
  });
});

describe('with several processes (WEB_CONCURRENCY)', () => {
  it('allows each process its share of the limit', async () => {
    const three = await createTestApp({ graphqlRateLimitPerMinute: 6, processCount: 3 }, { clock });
    try {
      const client = three.client();
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i++) statuses.push((await client.get(`/api/solar_systems?page=${i}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await three.close();
    }
  });
});
