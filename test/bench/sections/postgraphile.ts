import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInTokyo } from '../../../server/modules/devices/visibility.js';
import type { BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';
import { startChild } from '../lib/process.js';
import { LIST_FILTER, LIST_PAGE } from './public-list.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'postgraphile');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The same page PostGraphile 4 serves from the same tables: visibility, filters, order, joins. */
const query = () => `{
  allDevices(first: 25, offset: ${(LIST_PAGE - 1) * 25}, orderBy: [PUBLISH_DATE_DESC, ID_DESC], filter: {
    category: { equalTo: ELECTRIC_HEAT_PUMPS }, status: { in: [PUBLISHED, CANCEL_REQUESTED] },
    publishDate: { lessThanOrEqualTo: "${todayInTokyo()}", greaterThanOrEqualTo: "${LIST_FILTER.publishDateFrom}" },
    releaseDate: { greaterThanOrEqualTo: "${LIST_FILTER.releaseDateFrom}" } }) {
    totalCount
    nodes { id certificateNumber releaseDate publishDate systemNumber performance
      brandNameByBrandNameId { name } organizationByOrganizationId { name } certificateByDeviceId { id fileName } }
  }
}`;

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
    const child = await startChild(process.execPath, [path.join(DIR, 'server.js')], { DATABASE_URL: ctx.databaseUrl }, DIR);
    try {
      const url = `http://127.0.0.1:${child.port}/graphql`;
      const body = JSON.stringify({ query: query() });
      const headers = { 'content-type': 'application/json' };
      const check = (await (await fetch(url, { method: 'POST', headers, body })).json()) as { data?: { allDevices: { nodes: unknown[]; totalCount: number } } };
      if (check.data?.allDevices.nodes.length !== 25) throw new Error(`unexpected PostGraphile answer: ${JSON.stringify(check).slice(0, 500)}`);
      ctx.log(`  PostGraphile list: ${check.data.allDevices.totalCount} matching rows`);
      const r = await load({ url, method: 'POST', body, headers, seconds: SECONDS, connections: 20 });
      ctx.results.set('postgraphile.rps', r.requestsPerSecond);
      ctx.results.set('postgraphile.p50', r.p50);
      ctx.results.set('postgraphile.p99', r.p99);
      ctx.results.set('postgraphile.total', check.data.allDevices.totalCount);
      return [
        { section: 'list PostGraphile 4', metric: 'requests/s', value: r.requestsPerSecond, unit: 'req/s' },
        { section: 'list PostGraphile 4', metric: 'latency p50', value: r.p50, unit: 'ms' },
        { section: 'list PostGraphile 4', metric: 'latency p99', value: r.p99, unit: 'ms' },
      ];
    } finally {
      await child.stop();
    }
  },
};
