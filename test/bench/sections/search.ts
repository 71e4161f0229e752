import pg from 'pg';
import { normalizeName } from '../../../server/rules/device-search.js';
import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { load, type LoadResult } from '../lib/load.js';
import { startApp, startRawFloor, type CapturedStatement } from '../lib/peers.js';
import { cpuMs, type Child } from '../lib/process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** Brands given real-looking names (the seed numbers them), so a misspelling finds one brand, not dozens. */
const BRAND_NAMES = ['エコキュート', 'エコジョーズ', 'ソーラーエース'];

/**
 * The searches measured: what visitors type (GET /api/search, the public door). `partOfFirstBrand`
 * is four digits from the middle of a number of the first brand's (エコキュート's) newest public
 * device, so the two words find a few devices whatever BENCH_DEVICES is.
 */
const searches = (partOfFirstBrand: string): [label: string, query: string][] => [
  ['exact number', 'PU-12347'],
  ['4-character part', '4567'],
  ['full-width certificate number', 'ＢＥＮＣＨ－１２３４７'],
  ['misspelled brand', 'エコキュール'],
  ['brand and a 4-character part, two words', `エコキュート ${partOfFirstBrand}`],
];

const pathOf = (query: string) => `/api/search?q=${encodeURIComponent(query)}`;

interface Measured extends LoadResult {
  cpuMsPerRequest: number;
}

async function measure(child: Child, path: string): Promise<Measured> {
  let cpuBefore = 0;
  const r = await load({
    url: [`http://127.0.0.1:${child.port}${path}`],
    method: 'GET',
    seconds: SECONDS,
    connections: CONNECTIONS,
    beforeRun: () => {
      cpuBefore = cpuMs(child.pid);
    },
  });
  if (r.errors || r.non2xx) throw new Error(`${path}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { ...r, cpuMsPerRequest: (cpuMs(child.pid) - cpuBefore) / r.total };
}

/**
 * Renames three brands through SQL with the app's own name key (a rename through the app does the
 * same); returns four digits from the middle of the first brand's newest public device's number.
 */
async function nameBrands(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select id from brand_names order by id limit ${BRAND_NAMES.length}`,
    );
    for (const [i, row] of rows.entries()) {
      await client.query('update brand_names set name = $1, search_name = $2 where id = $3', [
        BRAND_NAMES[i],
        normalizeName(BRAND_NAMES[i]!),
        row.id,
      ]);
    }
    await client.query('analyze brand_names');
    const newest = await client.query<{ pu_number: string }>(
      `select pu_number from devices where brand_name_id = $1 and status = 'published' order by id desc limit 1`,
      [rows[0]!.id],
    );
    const digits = newest.rows[0]!.pu_number.replace(/\D/g, '');
    if (digits.length < 5) throw new Error(`the first brand's newest number is too short: ${digits}`);
    return digits.slice(1, 5);
  } finally {
    await client.end();
  }
}

/**
 * `search`: the product search (issue #59) over the bench's devices (BENCH_DEVICES, e.g.
 * 1,000,000 over the five categories): req/s and latency at 20 connections, the app's CPU per
 * request, and the raw floor (node:http + pg replaying the statements the app sent for the same
 * request) for each kind of query. The in-process answer cache is off: every request searches.
 */
export const searchSection: BenchSection = {
  name: 'search',
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const queries = searches(await nameBrands(ctx.databaseUrl));
    const results = new Map<string, { app: Measured; floor: Measured; hits: number }>();
    const captured: Record<string, CapturedStatement[]> = {};
    const app = await startApp(ctx.databaseUrl, { PUBLIC_CACHE_MB: '0' });
    const appResults = new Map<string, Measured & { hits: number }>();
    try {
      for (const [label, query] of queries) {
        const answer = (await (await fetch(`http://127.0.0.1:${app.port}${pathOf(query)}`)).json()) as {
          total: number;
        };
        if (!(answer.total > 0)) throw new Error(`${label}: no hits (${JSON.stringify(answer).slice(0, 200)})`);
        const capture = await fetch(
          `http://127.0.0.1:${app.port}/__bench/capture?path=${encodeURIComponent(pathOf(query))}`,
        );
        captured[label] = ((await capture.json()) as { statements: CapturedStatement[] }).statements;
        appResults.set(label, { ...(await measure(app, pathOf(query))), hits: answer.total });
        ctx.log(
          `  app ${label} (${answer.total.toLocaleString('en-US')} hits, ${captured[label]!.length} statements): ${appResults.get(label)!.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
    } finally {
      await app.stop();
    }
    // One raw floor per query: it replays by path, and every search has the path /api/search.
    for (const [label] of queries) {
      const floor = await startRawFloor(ctx.databaseUrl, { '/api/search': captured[label]! });
      try {
        const { hits, ...appResult } = appResults.get(label)!;
        results.set(label, { app: appResult, floor: await measure(floor, '/api/search'), hits });
      } finally {
        await floor.stop();
      }
    }
    const rows: BenchRow[] = [];
    for (const [label] of queries) {
      const { app: a, floor, hits } = results.get(label)!;
      const section = `search: ${label} (${hits.toLocaleString('en-US')} hits)`;
      rows.push(
        {
          section,
          metric: `req/s @${CONNECTIONS} vs raw floor`,
          value: a.requestsPerSecond,
          unit: 'req/s',
          baseline: { label: 'raw floor', value: floor.requestsPerSecond },
        },
        ...(['p50', 'p99'] as const).map((metric): BenchRow => ({
          section,
          metric: `latency ${metric} @${CONNECTIONS}`,
          value: a[metric],
          unit: 'ms',
          lowerIsBetter: true,
          // The floor's latency says how much of the app's is the database's on this machine.
          baseline: { label: 'raw floor', value: floor[metric] },
        })),
        {
          section,
          metric: `app CPU/request @${CONNECTIONS}`,
          value: a.cpuMsPerRequest,
          unit: 'ms',
          lowerIsBetter: true,
          // The floor's own CPU for the same statements: what the app adds is the difference.
          baseline: { label: 'raw floor', value: floor.cpuMsPerRequest },
        },
      );
    }
    return rows;
  },
};
