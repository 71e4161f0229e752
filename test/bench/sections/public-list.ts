import type { BenchRow, BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';
import { APP_LIST_QUERY, LIST_FILTER, LIST_PAGE, statementsPerRequest } from './list-queries.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** The public list (25 rows, filtered) over GraphQL and over /api. */
export const publicListSection: BenchSection = {
  name: 'public list (25 rows, filters)',
  async run(ctx) {
    const body = JSON.stringify({ query: APP_LIST_QUERY, variables: { filter: LIST_FILTER, page: LIST_PAGE } });
    const headers = { 'content-type': 'application/json' };
    const check = (await (await fetch(`${ctx.baseUrl}/graphql`, { method: 'POST', headers, body })).json()) as {
      data?: { publicDevices: { items: unknown[]; total: number } };
      errors?: unknown;
    };
    if (!check.data || check.data.publicDevices.items.length !== 25)
      throw new Error(`unexpected GraphQL answer: ${JSON.stringify(check).slice(0, 500)}`);
    ctx.log(`  GraphQL list: ${check.data.publicDevices.total} matching rows, 25 on page ${LIST_PAGE}`);
    const baselineTotal = ctx.results.get('postgraphile.total');
    if (baselineTotal !== undefined && baselineTotal !== check.data.publicDevices.total) {
      throw new Error(
        `the app (${check.data.publicDevices.total}) and PostGraphile (${baselineTotal}) answer different lists`,
      );
    }
    const apiUrl = `${ctx.baseUrl}/api/electric_heat_pumps?public=true&release_date_from=${LIST_FILTER.releaseDateFrom}&publish_date_from=${LIST_FILTER.publishDateFrom}&page=${LIST_PAGE}`;

    const counter = `${ctx.baseUrl}/__bench/queries`;
    const graphqlStatements = await statementsPerRequest(counter, () =>
      fetch(`${ctx.baseUrl}/graphql`, { method: 'POST', headers, body }),
    );
    const apiStatements = await statementsPerRequest(counter, () => fetch(apiUrl));
    const gql = await load({
      url: `${ctx.baseUrl}/graphql`,
      method: 'POST',
      body,
      headers,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const api = await load({ url: apiUrl, seconds: SECONDS, connections: CONNECTIONS });
    for (const [name, r] of [
      ['GraphQL', gql],
      ['/api', api],
    ] as const) {
      if (r.errors || r.non2xx) ctx.log(`  ! ${name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    }
    const pg = (metric: string) => {
      const value = ctx.results.get(`postgraphile.${metric}`);
      return value === undefined ? undefined : { label: 'PostGraphile 4', value };
    };
    const rows: BenchRow[] = [
      {
        section: 'list GraphQL',
        metric: 'requests/s',
        value: gql.requestsPerSecond,
        unit: 'req/s',
        baseline: pg('rps'),
      },
      {
        section: 'list GraphQL',
        metric: 'latency p50',
        value: gql.p50,
        unit: 'ms',
        baseline: pg('p50'),
        lowerIsBetter: true,
      },
      {
        section: 'list GraphQL',
        metric: 'latency p99',
        value: gql.p99,
        unit: 'ms',
        baseline: pg('p99'),
        lowerIsBetter: true,
      },
      {
        section: 'list GraphQL',
        metric: 'SQL statements/page',
        value: graphqlStatements,
        unit: 'stmts',
        baseline: pg('statements'),
        lowerIsBetter: true,
      },
      { section: 'list /api', metric: 'requests/s', value: api.requestsPerSecond, unit: 'req/s', baseline: pg('rps') },
      {
        section: 'list /api',
        metric: 'latency p50',
        value: api.p50,
        unit: 'ms',
        baseline: pg('p50'),
        lowerIsBetter: true,
      },
      {
        section: 'list /api',
        metric: 'latency p99',
        value: api.p99,
        unit: 'ms',
        baseline: pg('p99'),
        lowerIsBetter: true,
      },
      { section: 'list /api', metric: 'SQL statements/page', value: apiStatements, unit: 'stmts' },
    ];
    return rows;
  },
};
