import type { BenchContext, BenchRow, BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';

export const LIST_FILTER = { releaseDateFrom: '2016-06-01', publishDateFrom: '2016-07-01' };
export const LIST_PAGE = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

const GRAPHQL_LIST = `query List($filter: PublicDeviceFilter, $page: Int) {
  publicDevices(category: electric_heat_pumps, filter: $filter, page: $page) {
    total lastUpdate
    items { id certificateNumber releaseDate publishDate brandName { name } organizationName certificate { id fileName }
      ... on PublicElectricHeatPump { systemNumber annualEfficiency tankCapacity } }
  }
}`;

async function statementsPerRequest(ctx: BenchContext, request: () => Promise<Response>): Promise<number> {
  const read = async () => ((await (await fetch(`${ctx.baseUrl}/__bench/queries`)).json()) as { queries: number }).queries;
  const before = await read();
  const response = await request();
  await response.arrayBuffer();
  return (await read()) - before;
}

/** The public list (25 rows, filtered) over GraphQL and over /api. */
export const publicListSection: BenchSection = {
  name: 'public list (25 rows, filters)',
  async run(ctx) {
    const body = JSON.stringify({ query: GRAPHQL_LIST, variables: { filter: LIST_FILTER, page: LIST_PAGE } });
    const headers = { 'content-type': 'application/json' };
    const check = (await (await fetch(`${ctx.baseUrl}/graphql`, { method: 'POST', headers, body })).json()) as { data?: { publicDevices: { items: unknown[]; total: number } }; errors?: unknown };
    if (!check.data || check.data.publicDevices.items.length !== 25) throw new Error(`unexpected GraphQL answer: ${JSON.stringify(check).slice(0, 500)}`);
    ctx.log(`  GraphQL list: ${check.data.publicDevices.total} matching rows, 25 on page ${LIST_PAGE}`);
    const apiUrl = `${ctx.baseUrl}/api/electric_heat_pumps?public=true&release_date_from=${LIST_FILTER.releaseDateFrom}&publish_date_from=${LIST_FILTER.publishDateFrom}&page=${LIST_PAGE}`;

    const graphqlStatements = await statementsPerRequest(ctx, () => fetch(`${ctx.baseUrl}/graphql`, { method: 'POST', headers, body }));
    const apiStatements = await statementsPerRequest(ctx, () => fetch(apiUrl));
    const gql = await load({ url: `${ctx.baseUrl}/graphql`, method: 'POST', body, headers, seconds: SECONDS, connections: CONNECTIONS });
    const api = await load({ url: apiUrl, seconds: SECONDS, connections: CONNECTIONS });
    for (const [name, r] of [['GraphQL', gql], ['/api', api]] as const) {
      if (r.errors || r.non2xx) ctx.log(`  ! ${name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    }
    const pg = (metric: string) => {
      const value = ctx.results.get(`postgraphile.${metric}`);
      return value === undefined ? undefined : { label: 'PostGraphile 4', value };
    };
    const rows: BenchRow[] = [
      { section: 'list GraphQL', metric: 'requests/s', value: gql.requestsPerSecond, unit: 'req/s', baseline: pg('rps') },
      { section: 'list GraphQL', metric: 'latency p50', value: gql.p50, unit: 'ms', baseline: pg('p50'), lowerIsBetter: true },
      { section: 'list GraphQL', metric: 'latency p99', value: gql.p99, unit: 'ms', baseline: pg('p99'), lowerIsBetter: true },
      { section: 'list GraphQL', metric: 'SQL statements/page', value: graphqlStatements, unit: 'stmts', baseline: pg('statements'), lowerIsBetter: true },
      { section: 'list /api', metric: 'requests/s', value: api.requestsPerSecond, unit: 'req/s', baseline: pg('rps') },
      { section: 'list /api', metric: 'latency p50', value: api.p50, unit: 'ms', baseline: pg('p50'), lowerIsBetter: true },
      { section: 'list /api', metric: 'latency p99', value: api.p99, unit: 'ms', baseline: pg('p99'), lowerIsBetter: true },
      { section: 'list /api', metric: 'SQL statements/page', value: apiStatements, unit: 'stmts' },
    ];
    return rows;
  },
};
