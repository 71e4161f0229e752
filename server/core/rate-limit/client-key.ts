import { ipKeyGenerator } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';

/**
 * The IPv6 prefix length one client is counted by. One subscriber gets a whole network, not an
 * address: a /64 at least (2^64 addresses, so counting addresses counts nothing), and a /56 is what
 * RIPE-690 recommends for homes and what Japanese FLET'S IPoE lines get, so counting by /64 would
 * still give such a home 256 budgets. express-rate-limit defaults to /56 for the same reason. The
 * cost: mobile carriers hand each device a /64, and up to 256 of them may share one /56 budget.
 */
export const IPV6_PREFIX = 56;

/**
 * Keys of the addresses seen lately: ipKeyGenerator parses an IPv6 address with the ip-address
 * package, 30–60 µs a request (an IPv4-mapped one about half that), against under 1 µs for IPv4;
 * most Japanese home lines (IPoE) come over IPv6. A flood of new addresses only misses the cache.
 */
const recentKeys = new LRUCache<string, string>({ max: 10_000 });

/**
 * The key a client's requests are counted under: an IPv4 address as is, an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) as its IPv4 address, any other IPv6 address
 * as its /56 network (`2001:db8:0:100::/56`). Uses express-rate-limit's `ipKeyGenerator`.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  let key = recentKeys.get(ip);
  if (key === undefined) {
    key = keyOf(ip);
    recentKeys.set(ip, key);
  }
  return key;
}

function keyOf(ip: string): string {
  try {
    return ipKeyGenerator(ip, IPV6_PREFIX);
  } catch {
    // An address Node calls IPv6 that ip-address cannot parse (e.g. with a zone): count it as is.
    return ip;
  }
}
