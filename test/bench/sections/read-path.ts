import { todayInTokyo } from '../../../server/rules/tokyo-date.js';
import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { load, type LoadResult } from '../lib/load.js';
import {
  startApp,
  startPostgraphile4,
  startPostgraphile5,
  startRawFloor,
  type CapturedStatement,
} from '../lib/peers.js';
import { cpuMs, procStatusKb, type Child } from '../lib/process.js';
import { APP_API, APP_GRAPHQL, postgraphileListQuery, statementsPerRequest, type Door } from './list-queries.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,200').split(',').map(Number);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

const postgraphileDoor = (): Door => ({
  path: '/graphql',
  method: 'POST',
  body: JSON.stringify({ query: postgraphileListQuery(todayInTokyo()) }),
  headers: { 'content-type': 'application/json' },
});

interface Measured extends LoadResult {
  cpuMsPerRequest: number;
  rssMb: number;
}

/** Load on one door of one or more processes; CPU of the measured run only, RSS right after. */
async function measure(children: Child[], door: Door, connections: number): Promise<Measured> {
  let cpuBefore = 0;
  const cpu = () => children.reduce((sum, child) => sum + cpuMs(child.pid), 0);
  const r = await load({
    url: children.map((child) => `http://127.0.0.1:${child.port}${door.path}`),
    method: door.method,
    body: door.body,
    headers: door.headers,
    seconds: SECONDS,
    connections,
    beforeRun: () => {
      cpuBefore = cpu();
    },
  });
  if (r.errors || r.non2xx) throw new Error(`${door.path.slice(0, 40)}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  const rssMb = children.reduce((sum, child) => sum + procStatusKb(child.pid, 'VmRSS'), 0) / 1024;
  return { ...r, cpuMsPerRequest: (cpu() - cpuBefore) / r.total, rssMb };
}

async function check(child: Child, door: Door, expect: (body: unknown) => boolean, label: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${child.port}${door.path}`, {
    method: door.method,
    body: door.body,
    headers: door.headers,
  });
  const body: unknown = await response.json();
  if (!response.ok || !expect(body))
    throw new Error(`unexpected ${label} answer: ${JSON.stringify(body).slice(0, 400)}`);
}

const statements = (child: Child, door: Door) =>
  statementsPerRequest(`http://127.0.0.1:${child.port}/__bench/queries`, () =>
    fetch(`http://127.0.0.1:${child.port}${door.path}`, {
      method: door.method,
      body: door.body,
      headers: door.headers,
    }),
  );

async function withChild<T>(start: Promise<Child>, use: (child: Child) => Promise<T>): Promise<T> {
  const child = await start;
  try {
    return await use(child);
  } finally {
    await child.stop();
  }
}

type Results = Map<string, Measured>;
const key = (server: string, door: string, connections: number) => `${server} ${door} @${connections}`;

async function measurePeers(ctx: BenchContext, results: Results, counts: Map<string, number>): Promise<void> {
  const pgList = (body: unknown) => (body as { data?: { page: { nodes: unknown[] } } }).data?.page.nodes.length === 25;
  for (const [label, start] of [
    ['PostGraphile 4', () => startPostgraphile4(ctx.databaseUrl, ctx.log)],
    ['PostGraphile 5', () => startPostgraphile5(ctx.databaseUrl, ctx.log)],
  ] as const) {
    await withChild(start(), async (child) => {
      const door = postgraphileDoor();
      await check(child, door, pgList, label);
      counts.set(label, await statements(child, door));
      for (const c of CONNECTIONS) results.set(key(label, 'GraphQL', c), await measure([child], door, c));
      ctx.log(`  ${label}: ${results.get(key(label, 'GraphQL', CONNECTIONS[0]!))!.requestsPerSecond.toFixed(0)} req/s`);
    });
  }
}

async function measureApp(ctx: BenchContext, results: Results, counts: Map<string, number>) {
  const appList = (body: unknown) =>
    (body as { data?: { publicDevices: { items: unknown[] } } }).data?.publicDevices.items.length === 25;
  const apiList = (body: unknown) => (body as { data?: unknown[] }).data?.length === 25;
  const captured: Record<string, CapturedStatement[]> = {};
  // The HTTP cache off: no If-None-Match is sent, and the in-process answer cache is disabled.
  await withChild(startApp(ctx.databaseUrl, { PUBLIC_CACHE_MB: '0' }), async (app) => {
    await check(app, APP_GRAPHQL, appList, 'app GraphQL');
    await check(app, APP_API, apiList, 'app /api');
    counts.set('app GraphQL', await statements(app, APP_GRAPHQL));
    counts.set('app /api', await statements(app, APP_API));
    for (const [door, target] of [
      ['GraphQL', APP_GRAPHQL],
      ['/api', APP_API],
    ] as const) {
      const capture = await fetch(
        `http://127.0.0.1:${app.port}/__bench/capture?path=${encodeURIComponent(target.path)}`,
      );
      const { statements } = (await capture.json()) as { statements: CapturedStatement[] };
      captured[new URL(target.path, 'http://x').pathname] = statements;
      ctx.log(`  app ${door}: ${statements.length} statement(s) per page, replayed by the raw floor`);
      for (const c of CONNECTIONS) results.set(key('app', door, c), await measure([app], target, c));
    }
  });
  await withChild(startRawFloor(ctx.databaseUrl, captured), async (floor) => {
    for (const [door, target] of [
      ['GraphQL', APP_GRAPHQL],
      ['/api', APP_API],
    ] as const) {
      for (const c of CONNECTIONS) results.set(key('raw floor', door, c), await measure([floor], target, c));
    }
  });
  const several = await Promise.all(
    Array.from({ length: PROCESSES }, () => startApp(ctx.databaseUrl, { PUBLIC_CACHE_MB: '0' })),
  );
  try {
    for (const [door, target] of [
      ['GraphQL', APP_GRAPHQL],
      ['/api', APP_API],
    ] as const) {
      const c = CONNECTIONS.at(-1)!;
      results.set(key(`app ×${PROCESSES}`, door, c), await measure(several, target, c));
    }
  } finally {
    await Promise.all(several.map((child) => child.stop()));
  }
  // With the in-process answer cache on (the default) and still no HTTP cache (no If-None-Match):
  // what a repeated public read costs, and the tail it leaves at each connection count.
  await withChild(startApp(ctx.databaseUrl), async (app) => {
    for (const [door, target] of [
      ['GraphQL', APP_GRAPHQL],
      ['/api', APP_API],
    ] as const) {
      for (const c of CONNECTIONS) results.set(key('app cached', door, c), await measure([app], target, c));
    }
  });
}

function rows(results: Results, counts: Map<string, number>): BenchRow[] {
  const out: BenchRow[] = [];
  const get = (server: string, door: string, c: number) => results.get(key(server, door, c));
  for (const door of ['GraphQL', '/api']) {
    const section = `list ${door}`;
    for (const c of CONNECTIONS) {
      const app = get('app', door, c)!;
      for (const [peer, label] of [
        ['PostGraphile 5', 'PG5'],
        ['PostGraphile 4', 'PG4'],
        ['raw floor', 'raw floor'],
      ] as const) {
        const other = get(peer, peer === 'raw floor' ? door : 'GraphQL', c);
        if (!other) continue;
        out.push({
          section,
          metric: `req/s @${c} vs ${label}`,
          value: app.requestsPerSecond,
          unit: 'req/s',
          baseline: { label, value: other.requestsPerSecond },
        });
      }
      const pg5 = get('PostGraphile 5', 'GraphQL', c);
      for (const metric of ['p50', 'p99'] as const) {
        out.push({
          section,
          metric: `latency ${metric} @${c}`,
          value: app[metric],
          unit: 'ms',
          baseline: pg5 && { label: 'PG5', value: pg5[metric] },
          lowerIsBetter: true,
        });
      }
      out.push({
        section,
        metric: `latency p99 on accepted connections @${c}`,
        value: app.p99Accepted,
        unit: 'ms',
        baseline: pg5 && { label: 'PG5', value: pg5.p99Accepted },
        lowerIsBetter: true,
      });
      out.push({
        section,
        metric: `connections first answered after 1 s @${c}`,
        value: app.waitingConnections,
        unit: `of ${c}`,
      });
      if (app.timeouts > 0 || pg5?.timeouts)
        out.push({
          section,
          metric: `requests unanswered after 10 s @${c}`,
          value: app.timeouts,
          unit: 'requests',
          baseline: pg5 && { label: 'PG5', value: pg5.timeouts },
          lowerIsBetter: true,
        });
      const floor = get('raw floor', door, c);
      out.push({
        section,
        metric: `app CPU/request @${c}`,
        value: app.cpuMsPerRequest,
        unit: 'ms',
        baseline: pg5 && { label: 'PG5', value: pg5.cpuMsPerRequest },
        lowerIsBetter: true,
      });
      if (floor) {
        out.push({ section, metric: `raw floor CPU/request @${c}`, value: floor.cpuMsPerRequest, unit: 'ms' });
        // The floor's own tail: what queueing on this machine costs any node:http server at c connections.
        out.push({ section, metric: `raw floor latency p99 @${c}`, value: floor.p99, unit: 'ms' });
        out.push({
          section,
          metric: `raw floor p99 on accepted connections @${c}`,
          value: floor.p99Accepted,
          unit: 'ms',
        });
      }
    }
    const last = CONNECTIONS.at(-1)!;
    const several = get(`app ×${PROCESSES}`, door, last);
    if (several) {
      out.push({
        section,
        metric: `req/s @${last}, ${PROCESSES} processes`,
        value: several.requestsPerSecond,
        unit: 'req/s',
        baseline: { label: '1 process', value: get('app', door, last)!.requestsPerSecond },
      });
    }
    for (const c of CONNECTIONS) {
      const cached = get('app cached', door, c);
      if (!cached) continue;
      out.push({
        section,
        metric: `req/s @${c}, answer cache on`,
        value: cached.requestsPerSecond,
        unit: 'req/s',
        baseline: { label: 'cache off', value: get('app', door, c)!.requestsPerSecond },
      });
      for (const [metric, value] of [
        ['latency p99', cached.p99],
        ['latency p99 on accepted connections', cached.p99Accepted],
      ] as const) {
        out.push({ section, metric: `${metric} @${c}, answer cache on`, value, unit: 'ms', lowerIsBetter: true });
      }
      out.push({
        section,
        metric: `app CPU/request @${c}, answer cache on`,
        value: cached.cpuMsPerRequest,
        unit: 'ms',
      });
    }
    out.push({
      section,
      metric: 'SQL statements/page',
      value: counts.get(`app ${door}`)!,
      unit: 'stmts',
      baseline: { label: 'PG5', value: counts.get('PostGraphile 5') ?? Number.NaN },
      lowerIsBetter: true,
    });
    out.push({ section, metric: `RSS after load @${last}`, value: get('app', door, last)!.rssMb, unit: 'MB' });
  }
  for (const peer of ['PostGraphile 5', 'PostGraphile 4']) {
    const r = get(peer, 'GraphQL', CONNECTIONS.at(-1)!);
    if (r) out.push({ section: peer, metric: `RSS after load @${CONNECTIONS.at(-1)}`, value: r.rssMb, unit: 'MB' });
  }
  return out;
}

/**
 * The public list page (25 rows, filtered, page 3) from the app over GraphQL (GET, as the SPA sends
 * it) and /api, against PostGraphile 5 and 4 answering the same page of the same database and
 * the raw floor replaying the app's own statements; at each connection count, one process and
 * several. The HTTP cache is off for every comparison row (no If-None-Match, PUBLIC_CACHE_MB=0).
 */
export const readPathSection: BenchSection = {
  name: 'public read path (list page, 25 rows)',
  async run(ctx) {
    const results: Results = new Map();
    const counts = new Map<string, number>();
    await measurePeers(ctx, results, counts);
    await measureApp(ctx, results, counts);
    return rows(results, counts);
  },
};
