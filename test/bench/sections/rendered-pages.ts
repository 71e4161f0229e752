import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_SIZE } from '../../../server/core/paging.js';
import { DEVICE_CATEGORY_TABLE } from '../../../server/rules/device-categories.js';
import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';
import { startApp } from '../lib/peers.js';
import { cpuMs, type Child } from '../lib/process.js';
import { APP_GRAPHQL, LIST_FILTER, LIST_PAGE } from './list-queries.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/**
 * Distinct full list pages rendered one after the other, none kept yet, before the counted ones and
 * not counted: the first renders after a start pay for V8 compiling the renderer's code (about half
 * again of a render's CPU), which a server that has run a while has behind it. Both are reported.
 */
const WARM_UP_RENDERS = 300;
/** Distinct full list pages rendered one after the other, none kept yet: the cold render's cost. */
const COLD_RENDERS = 200;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB_DIR = path.join(ROOT, 'dist/web');

/** The same list page as the GraphQL door (list-queries.ts), as a visitor opens it. */
const LIST_PAGE_PATH = `/electric_heat_pumps?release_date_from=${LIST_FILTER.releaseDateFrom}&publish_date_from=${LIST_FILTER.publishDateFrom}&page=${LIST_PAGE}`;
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br' };

function buildWebOnce(ctx: BenchContext): void {
  if (fs.existsSync(path.join(ROOT, 'dist/web-ssr/entry-server.js'))) return;
  ctx.log('  npm run build:web …');
  execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'ignore' });
}

async function loadOn(app: Child, target: string, headers: Record<string, string>) {
  let before = 0;
  const result = await load({
    url: `http://127.0.0.1:${app.port}${target}`,
    headers,
    seconds: SECONDS,
    connections: CONNECTIONS,
    beforeRun: () => {
      before = cpuMs(app.pid);
    },
  });
  if (result.errors || result.non2xx) throw new Error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { ...result, cpuMsPerRequest: (cpuMs(app.pid) - before) / result.total };
}

/** The total of a category's public list, with canceled devices or without. */
async function listTotal(app: Child, category: string, includeExpired: boolean): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${app.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query T($c: DeviceCategory!, $f: PublicDeviceFilter) { publicDevices(category: $c, filter: $f) { total } }',
      variables: { c: category, f: { includeExpired } },
    }),
  });
  const { data } = (await response.json()) as { data: { publicDevices: { total: number } } };
  return data.publicDevices.total;
}

/**
 * The address of every full page (25 rows) of the five public lists, with and without canceled
 * devices, taken in turn from each list: distinct pages, none of them rendered yet.
 */
async function fullListPages(app: Child): Promise<string[]> {
  const lists: string[][] = [];
  for (const { category, publicRoute } of DEVICE_CATEGORY_TABLE) {
    for (const includeExpired of [false, true]) {
      const pages = Math.floor((await listTotal(app, category, includeExpired)) / PAGE_SIZE);
      const suffix = includeExpired ? '&include_expired=true' : '';
      lists.push(Array.from({ length: pages }, (_, index) => `${publicRoute}?page=${index + 1}${suffix}`));
    }
  }
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => list[index] ?? [])).flat();
}

/** Asks for a full list page as a browser does; throws unless the server rendered it with its 25 rows. */
async function fetchFullPage(app: Child, page: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${app.port}${page}`, { headers: BROWSER });
  const html = await response.text();
  if (!response.ok || !html.includes('id="rendered-state"')) throw new Error(`${page} was not rendered`);
  if ((html.match(/<tr[ >]/g) ?? []).length !== PAGE_SIZE + 1) throw new Error(`${page} has no ${PAGE_SIZE} rows`);
}

/** Renders each page, one at a time: how many, and app CPU and time per render. */
async function coldRenders(app: Child, pages: string[]) {
  const before = cpuMs(app.pid);
  const started = performance.now();
  for (const page of pages) await fetchFullPage(app, page);
  return {
    count: pages.length,
    cpuMs: (cpuMs(app.pid) - before) / pages.length,
    wallMs: (performance.now() - started) / pages.length,
  };
}

/**
 * A public list page as a visitor's browser gets it: rendered on the server, from the kept pages
 * (the data version unchanged) and cold; against the GraphQL list the browser fetched before
 * (answer cache on, both at 20 connections).
 */
export const renderedPagesSection: BenchSection = {
  name: 'server-rendered list page',
  async run(ctx) {
    buildWebOnce(ctx);
    const app = await startApp(ctx.databaseUrl, { BENCH_WEB_DIR: WEB_DIR });
    try {
      await fetchFullPage(app, LIST_PAGE_PATH);
      const pages = await fullListPages(app);
      const warmUpCount = Math.min(WARM_UP_RENDERS, Math.floor(pages.length / 2));
      const warmUp = await coldRenders(app, pages.slice(0, warmUpCount));
      const cold = await coldRenders(app, pages.slice(warmUpCount, warmUpCount + COLD_RENDERS));
      ctx.log(
        `  cold, first ${warmUp.count} after start: ${warmUp.cpuMs.toFixed(2)} ms CPU, ${warmUp.wallMs.toFixed(1)} ms a page`,
      );
      ctx.log(`  cold, the next ${cold.count}: ${cold.cpuMs.toFixed(2)} ms CPU, ${cold.wallMs.toFixed(1)} ms a page`);
      const page = await loadOn(app, LIST_PAGE_PATH, BROWSER);
      const graphql = await loadOn(app, APP_GRAPHQL.path, APP_GRAPHQL.headers ?? {});
      const section = 'server-rendered list page';
      const rows: BenchRow[] = [
        {
          section,
          metric: `req/s @${CONNECTIONS}, kept page`,
          value: page.requestsPerSecond,
          unit: 'req/s',
          baseline: { label: 'GraphQL list', value: graphql.requestsPerSecond },
        },
        {
          section,
          metric: `app CPU/request @${CONNECTIONS}, kept page`,
          value: page.cpuMsPerRequest,
          unit: 'ms',
          baseline: { label: 'GraphQL list', value: graphql.cpuMsPerRequest },
          lowerIsBetter: true,
        },
        { section, metric: `latency p99 @${CONNECTIONS}, kept page`, value: page.p99, unit: 'ms', lowerIsBetter: true },
        {
          section,
          metric: `app CPU per cold render (the first ${warmUpCount} after start)`,
          value: warmUp.cpuMs,
          unit: 'ms',
          lowerIsBetter: true,
        },
        { section, metric: 'app CPU per cold render', value: cold.cpuMs, unit: 'ms', lowerIsBetter: true },
        {
          section,
          metric: 'time per cold render (one at a time)',
          value: cold.wallMs,
          unit: 'ms',
          lowerIsBetter: true,
        },
      ];
      return rows;
    } finally {
      await app.stop();
    }
  },
};
