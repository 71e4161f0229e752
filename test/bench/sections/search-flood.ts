import http from 'node:http';
import autocannon from 'autocannon';
import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { startApp } from '../lib/peers.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD_CONNECTIONS = 20;
/** A number's first two characters: at 1,000,000 devices it matches most of them, about a second a search. */
const BROAD = '/api/search?q=PU';
const EXACT = `/api/search?q=${encodeURIComponent('PU-12347')}`;
/** The visitor's address: another loopback address than the flood's, so another client (clientKey). */
const VISITOR_ADDRESS = '127.0.0.2';

interface Asked {
  status: number;
  ms: number;
}

/** A visitor's search from its own address, one at a time. */
function visitorAsks(port: number, agent: http.Agent): Promise<Asked> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: EXACT, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

async function visitorFor(port: number, agent: http.Agent, seconds: number): Promise<Asked[]> {
  const asked: Asked[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) asked.push(await visitorAsks(port, agent));
  return asked;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : Number.NaN;
};

/**
 * `search flood`: one client (127.0.0.1) searches `PU` on 20 connections as fast as it is answered
 * (its rate limit off, as in every section) while a visitor from another address searches an exact
 * number, one search after the other. With the default SEARCHES_PER_CLIENT the flood holds two of
 * the search slots and the visitor is served; with SEARCHES_PER_CLIENT=1000000000 (no share) the
 * flood takes every slot and the line. Meaningful at 1,000,000 devices (BENCH_DEVICES).
 */
export const searchFloodSection: BenchSection = {
  name: "search under one client's flood",
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const perClient = process.env.SEARCHES_PER_CLIENT ?? '2';
    const app = await startApp(ctx.databaseUrl, { PUBLIC_CACHE_MB: '0', SEARCHES_PER_CLIENT: perClient });
    const agent = new http.Agent({ keepAlive: true, localAddress: VISITOR_ADDRESS });
    try {
      const alone = await visitorFor(app.port, agent, 2);
      const floodStatuses = new Map<number, number>();
      const flood = autocannon({
        url: `http://127.0.0.1:${app.port}${BROAD}`,
        connections: FLOOD_CONNECTIONS,
        duration: SECONDS + 2,
      });
      flood.on('response', (_client, status) => floodStatuses.set(status, (floodStatuses.get(status) ?? 0) + 1));
      // The flood fills the slots and its lines first.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const during = await visitorFor(app.port, agent, SECONDS);
      await flood;
      const answered = during.filter((a) => a.status === 200).map((a) => a.ms);
      const section = `search: a visitor's exact number while one client floods \`PU\` (SEARCHES_PER_CLIENT ${perClient})`;
      ctx.log(
        `  visitor: ${answered.length} answered, ${during.length - answered.length} refused; flood: ${JSON.stringify(Object.fromEntries(floodStatuses))}`,
      );
      const aloneMs = alone.map((a) => a.ms);
      return [
        { section, metric: 'visitor searches answered', value: answered.length, unit: 'answers' },
        { section, metric: 'visitor searches refused (503)', value: during.length - answered.length, unit: 'answers' },
        ...([50, 99] as const).map((p): BenchRow => ({
          section,
          metric: `visitor latency p${p}`,
          value: percentile(answered, p),
          unit: 'ms',
          lowerIsBetter: true,
          baseline: { label: 'without the flood', value: percentile(aloneMs, p) },
        })),
        { section, metric: 'flood searches answered', value: floodStatuses.get(200) ?? 0, unit: 'answers' },
        { section, metric: 'flood searches refused (503)', value: floodStatuses.get(503) ?? 0, unit: 'answers' },
      ];
    } finally {
      agent.destroy();
      await app.stop();
    }
  },
};
