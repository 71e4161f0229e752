/**
 * What a flood of IPv6 addresses does to the in-memory rate limit and password-check budget.
 *
 *   node --expose-gc --import @swc-node/register/esm-register test/bench/rate-limit-flood.ts
 *
 * Sends 200,000 addresses of one IPv6 /64, then 200,000 addresses of distinct /56s (beyond the
 * 100,000 clients a window tracks), through `rateLimit` (600 a minute) and a ClientBudget (30 a
 * minute), all in one minute; prints the status an unrelated IPv4 and IPv6 client gets after each
 * and the process's RSS before and after.
 */
import { ClientBudget } from '../../server/core/rate-limit/client-budget.js';
import { statusThrough } from '../helpers/middleware-status.js';
import { rateLimit } from '../../server/core/rate-limit/rate-limit.js';

const FLOOD = 200_000;
const hex = (n: number) => n.toString(16);
const floods = {
  'one /64': (i: number) => `2001:db8:aaaa:1:${hex(i >>> 16)}:${hex(i & 0xffff)}:0:1`,
  'distinct /56s': (i: number) => `2001:db8:${hex(i >>> 8)}:${hex((i & 0xff) << 8)}::1`,
};
const unrelated = ['198.51.100.7', '2400:4050:1:2::10'];
const now = Date.UTC(2030, 0, 1, 9, 0, 5);

const send = statusThrough;

const take = (budget: ClientBudget, ip: string): number => {
  try {
    budget.take(ip);
    return 200;
  } catch {
    return 429;
  }
};

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

for (const [name, address] of Object.entries(floods)) {
  gc();
  const before = process.memoryUsage().rss;
  const limiter = rateLimit({ bucket: 'api', limit: 600, now: () => now });
  const budget = new ClientBudget({ now: () => now }, 1, 30);
  let limited = 0;
  let refused = 0;
  const started = performance.now();
  for (let i = 0; i < FLOOD; i++) {
    if ((await send(limiter, address(i))) === 429) limited++;
    if (take(budget, address(i)) === 429) refused++;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const others = await Promise.all(unrelated.map(async (ip) => `${ip} ${await send(limiter, ip)}`));
  const signIns = unrelated.map((ip) => `${ip} ${take(budget, ip)}`);
  gc();
  const after = process.memoryUsage().rss;
  console.log(
    `${FLOOD} addresses of ${name} in ${seconds} s: rate limit 429 for ${limited}, unrelated: ${others.join(', ')}; ` +
      `sign-in budget refused ${refused}, unrelated: ${signIns.join(', ')}; ` +
      `RSS ${mb(before)} -> ${mb(after)}${'size' in budget ? `; budget tracks ${budget.size} clients` : ''}`,
  );
}
