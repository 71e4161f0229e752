import { describe, expect, it } from 'vitest';
import { isAppError } from '../../server/core/errors.js';
import { ClientBudget } from '../../server/core/rate-limit/client-budget.js';
import { clientKey } from '../../server/core/rate-limit/client-key.js';
import { rateLimit } from '../../server/core/rate-limit/rate-limit.js';
import { MAX_CLIENTS, WindowCounter } from '../../server/core/rate-limit/window-counter.js';
import { statusThrough } from '../helpers/middleware-status.js';
import { ManualClock } from '../helpers/manual-clock.js';

/** Beyond the real bound on remembered clients (MAX_CLIENTS, 100,000): for the bound itself. */
const FLOOD = 200_000;
/**
 * The requests' floods run through limiters whose bound is BOUND, five times over: the same code
 * path as MAX_CLIENTS, one fortieth of the requests (200,000 awaited requests took 20–80 s).
 */
const BOUND = 1_000;
const REQUEST_FLOOD = 5 * BOUND;
const FLOOD_TIMEOUT = { timeout: 60_000 };
const hex = (n: number) => n.toString(16);
/** The i-th address of one IPv6 /64 (2001:db8:aaaa:1::/64): what one host can use at will. */
const sameSlash64 = (i: number) => `2001:db8:aaaa:1:${hex(i >>> 16)}:${hex(i & 0xffff)}:0:1`;
/** An address in the i-th /56 of 2001:db8::/32 (so a distinct /64 and /56 each time): a huge block. */
const distinctSlash56 = (i: number) => `2001:db8:${hex(i >>> 8)}:${hex((i & 0xff) << 8)}::1`;
const UNRELATED = ['198.51.100.7', '::ffff:192.0.2.44', '2400:4050:1:2::10'];

const send = statusThrough;

describe('client keys', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as its IPv4 address and other IPv6 by /56', () => {
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('2001:db8:aaaa:1:1:2:3:4')).toBe(clientKey('2001:db8:aaaa:ff:ffff::'));
    expect(clientKey('2001:db8:aaaa:100::1')).not.toBe(clientKey('2001:db8:aaaa:ff::1'));
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('a flood of IPv6 addresses', FLOOD_TIMEOUT, () => {
  // 5 s into a minute that does not turn during the test.
  const clock = new ManualClock(Date.UTC(2030, 0, 1, 9, 0, 5));

  it(`of one /64 (${REQUEST_FLOOD}) limits that network only, not an unrelated client`, async () => {
    const limiter = rateLimit({ bucket: 'api', limit: 600, maxClients: BOUND, now: () => clock.now() });
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUEST_FLOOD; i++) {
      const status = await send(limiter, sameSlash64(i));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses).toEqual(
      new Map([
        [200, 600],
        [429, REQUEST_FLOOD - 600],
      ]),
    );
    expect(await send(limiter, sameSlash64(REQUEST_FLOOD + 1))).toBe(429);
    for (const ip of UNRELATED) expect(await send(limiter, ip)).toBe(200);
  });

  it(`of ${REQUEST_FLOOD} distinct /56 networks (beyond the bound) leaves an unrelated client its own count`, async () => {
    const limiter = rateLimit({ bucket: 'api', limit: 3, maxClients: BOUND, now: () => clock.now() });
    for (const ip of UNRELATED) expect(await send(limiter, ip)).toBe(200);
    let refused = 0;
    for (let i = 0; i < REQUEST_FLOOD; i++) if ((await send(limiter, distinctSlash56(i))) !== 200) refused++;
    expect(refused).toBe(0);
    for (const ip of UNRELATED) expect(await send(limiter, ip)).toBe(200);
    // A network that keeps asking is still limited.
    const last = distinctSlash56(REQUEST_FLOOD - 1);
    for (let i = 0; i < 2; i++) expect(await send(limiter, last)).toBe(200);
    expect(await send(limiter, last)).toBe(429);
  });

  it('keeps the counts bounded: the least recently seen client is forgotten, nobody shares a count', () => {
    const counter = new WindowCounter(3, 60);
    const now = clock.now();
    // Keys as clientKey gives them for distinct /56 networks (without parsing 200,000 addresses).
    for (let i = 0; i < FLOOD; i++) counter.hit(`2001:db8:${hex(i >>> 8)}:${hex((i & 0xff) << 8)}::/56`, now);
    expect(counter.size).toBe(MAX_CLIENTS);
    expect(counter.hit('198.51.100.7', now)).toMatchObject({ hits: 1, limited: false });

    // The trade-off: a client pushed out by MAX_CLIENTS others starts again from zero.
    const small = new WindowCounter(1, 60, 2);
    expect(small.hit('a', now).limited).toBe(false);
    expect(small.hit('a', now).limited).toBe(true);
    small.hit('b', now);
    small.hit('c', now);
    expect(small.size).toBe(2);
    expect(small.hit('a', now).limited).toBe(false);
  });
});

describe('the password-check budget (ClientBudget) under a flood', FLOOD_TIMEOUT, () => {
  const clock = new ManualClock(Date.UTC(2030, 0, 1, 9, 0, 5));
  const refused = (budget: ClientBudget, ip: string): boolean => {
    try {
      budget.take(ip);
      return false;
    } catch (error) {
      if (isAppError(error) && error.kind === 'tooManyRequests') return true;
      throw error;
    }
  };

  it(`of one /64 (${REQUEST_FLOOD}) refuses that network only`, () => {
    const budget = new ClientBudget(clock, 1, 30, BOUND);
    let refusals = 0;
    for (let i = 0; i < REQUEST_FLOOD; i++) if (refused(budget, sameSlash64(i))) refusals++;
    expect(refusals).toBe(REQUEST_FLOOD - 30);
    expect(refused(budget, sameSlash64(REQUEST_FLOOD + 1))).toBe(true);
    for (const ip of UNRELATED) expect(refused(budget, ip)).toBe(false);
  });

  it(`of ${REQUEST_FLOOD} distinct /56 networks keeps sign-ins of others open and its memory bounded`, () => {
    const budget = new ClientBudget(clock, 1, 30, BOUND);
    let refusals = 0;
    for (let i = 0; i < REQUEST_FLOOD; i++) if (refused(budget, distinctSlash56(i))) refusals++;
    expect(refusals).toBe(0);
    expect(budget.size).toBeLessThanOrEqual(BOUND);
    for (const ip of UNRELATED) expect(refused(budget, ip)).toBe(false);
  });
});
