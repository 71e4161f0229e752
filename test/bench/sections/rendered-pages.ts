import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';
import { startApp } from '../lib/peers.js';
import { cpuMs, type Child } from '../lib/process.js';
import { APP_GRAPHQL, LIST_FILTER, LIST_PAGE } from './list-queries.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** Distinct list pages rendered one after the other, none kept yet: the cold render's cost. */
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

/** Renders `count` list pages no one asked for before, one at a time: app CPU and time per render. */
async function coldRenders(app: Child, count: number) {
  const before = cpuMs(app.pid);
  const started = performance.now();
  for (let page = 1; page <= count; page += 1) {
    const response = await fetch(`http://127.0.0.1:${app.port}/electric_heat_pumps?page=${page}`, { headers: BROWSER });
    const html = await response.text();
    if (!response.ok || !html.includes('id="rendered-state"')) throw new Error(`page ${page} was not rendered`);
  }
  return { cpuMs: (cpuMs(app.pid) - before) / count, wallMs: (performance.now() - started) / count };
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
      const first = await fetch(`http://127.0.0.1:${app.port}${LIST_PAGE_PATH}`, { headers: BROWSER });
      const html = await first.text();
      if (!first.ok || (html.match(/<tr[ >]/g) ?? []).length !== 26) throw new Error('the list page has no 25 rows');
      const cold = await coldRenders(app, COLD_RENDERS);
      ctx.log(`  cold: ${cold.cpuMs.toFixed(2)} ms CPU, ${cold.wallMs.toFixed(1)} ms a page`);
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
