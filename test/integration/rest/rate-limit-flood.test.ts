import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { ManualClock } from '../../helpers/manual-clock.js';

let t: TestApp;
// Stands still, 5 s into a minute: every request of a test falls into the same window.
const clock = new ManualClock(Date.UTC(2030, 0, 1, 9, 0, 5));
beforeAll(async () => {
  // X-Forwarded-For names the client; five public reads and three password checks a minute.
  t = await createTestApp({ graphqlRateLimitPerMinute: 5, passwordChecksPerMinute: 3, trustProxy: 1 }, { clock });
});
afterAll(() => t.close());

const FLOOD = 2000;
const hex = (n: number) => n.toString(16);
/** The i-th address of one IPv6 /64. */
const oneHost = (i: number) => `2001:db8:aaaa:1:${hex(i >>> 16)}:${hex(i & 0xffff)}:0:1`;

/** Sends `count` requests, `parallel` at a time; the statuses counted. */
async function flood(count: number, send: (i: number) => Promise<number>, parallel = 16) {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const status = await send(next++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

describe('a flood of addresses from one IPv6 /64 (X-Forwarded-For behind TRUST_PROXY)', () => {
  it('limits that network on the public /api and leaves unrelated clients their own count', async () => {
    const client = t.client();
    const get = (path: string, ip: string) => client.raw('GET', path, { headers: { 'x-forwarded-for': ip } });
    // Distinct pages: an answer the public cache already holds would cost (and count) nothing.
    const statuses = await flood(FLOOD, async (i) => {
      const res = await get(`/api/solar_systems?page=${i + 1}`, oneHost(i));
      await res.arrayBuffer();
      return res.status;
    });
    expect(statuses).toEqual({ 200: 5, 429: FLOOD - 5 });

    for (const [n, ip] of ['203.0.113.50', '2400:4050:1:2::10'].entries()) {
      const res = await get(`/api/solar_systems?page=${FLOOD + 1 + n}`, ip);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe('4');
    }
    // A dual-stack socket's IPv4-mapped form is the same client as its IPv4 address.
    const mapped = await get(`/api/solar_systems?page=${FLOOD + 3}`, '::ffff:203.0.113.50');
    expect(mapped.headers.get('ratelimit-remaining')).toBe('3');
  });

  it('refuses its sign-ins past the budget and still lets another client sign in', async () => {
    const client = t.client();
    const signIn = (ip: string, email: string) =>
      client.request(
        'POST',
        '/api/login',
        { email, password: 'wrong-password', type: 'house' },
        {
          'x-forwarded-for': ip,
        },
      );
    const statuses = await flood(FLOOD, async (i) => (await signIn(oneHost(i), `flood-${i}@example.jp`)).status);
    expect(statuses).toEqual({ 422: 3, 429: FLOOD - 3 });
    expect((await signIn('203.0.113.60', 'someone@example.jp')).status).toBe(422);
    expect((await signIn('2400:4050:1:2::10', 'someone@example.jp')).status).toBe(422);
  });
});
