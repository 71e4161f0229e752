import { DeviceCategory } from '../../../server/core/domain.js';
import { categoryDefinition } from '../../../server/modules/device-registry/categories.js';

/** The page both servers answer: filtered, third page, 25 rows, newest publish date first. */
export const LIST_FILTER = { releaseDateFrom: '2016-06-01', publishDateFrom: '2016-07-01' };
export const LIST_PAGE = 3;

const PERFORMANCE = categoryDefinition(DeviceCategory.electric_heat_pumps).performanceFields.map((f) => f.key);

/**
 * The app's public list with the same data as PostGraphile's answer below: the rows with brand,
 * organization and certificate, every performance value (PostGraphile returns the whole jsonb),
 * the total and the last update.
 */
export const APP_LIST_QUERY = `query List($filter: PublicDeviceFilter, $page: Int) {
  publicDevices(category: electric_heat_pumps, filter: $filter, page: $page) {
    total lastUpdate
    items { id certificateNumber releaseDate publishDate organizationName brandName { name } certificate { id fileName }
      ... on PublicElectricHeatPump { systemNumber ${PERFORMANCE.join(' ')} } }
  }
}`;

/** One way to ask a server for the list page. */
export interface Door {
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/** The SPA's way: a GET query (cacheable), Apollo's preflight header. */
export const APP_GRAPHQL: Door = {
  path: `/graphql?query=${encodeURIComponent(APP_LIST_QUERY)}&variables=${encodeURIComponent(
    JSON.stringify({ filter: LIST_FILTER, page: LIST_PAGE }),
  )}`,
  method: 'GET',
  headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
};

/** The same page over the legacy /api. */
export const APP_API: Door = {
  path: `/api/electric_heat_pumps?public=true&release_date_from=${LIST_FILTER.releaseDateFrom}&publish_date_from=${LIST_FILTER.publishDateFrom}&page=${LIST_PAGE}`,
  method: 'GET',
};

/**
 * The same page from PostGraphile 4 over the same tables: visibility, filters, order, joins, the
 * total, and the two "top 1" lookups the app's lastUpdate makes (latest public update, latest
 * publish date, canceled devices included), so both do the same reads.
 */
export function postgraphileListQuery(today: string): string {
  const visible = (statuses: string) => `category: { equalTo: ELECTRIC_HEAT_PUMPS }, status: { in: [${statuses}] }`;
  return `{
  page: allDevices(first: 25, offset: ${(LIST_PAGE - 1) * 25}, orderBy: [PUBLISH_DATE_DESC, ID_DESC], filter: {
    ${visible('PUBLISHED, CANCEL_REQUESTED')},
    publishDate: { lessThanOrEqualTo: "${today}", greaterThanOrEqualTo: "${LIST_FILTER.publishDateFrom}" },
    releaseDate: { greaterThanOrEqualTo: "${LIST_FILTER.releaseDateFrom}" } }) {
    totalCount
    nodes { id certificateNumber releaseDate publishDate systemNumber performance
      brandNameByBrandNameId { name } organizationByOrganizationId { name } certificateByDeviceId { id fileName } }
  }
  latestUpdate: allDevices(first: 1, orderBy: [PUBLIC_UPDATED_AT_DESC], filter: {
    ${visible('PUBLISHED, CANCEL_REQUESTED, CANCELED')}, publishDate: { lessThanOrEqualTo: "${today}" } }) { nodes { publicUpdatedAt } }
  latestPublish: allDevices(first: 1, orderBy: [PUBLISH_DATE_DESC], filter: {
    ${visible('PUBLISHED, CANCEL_REQUESTED, CANCELED')}, publishDate: { lessThanOrEqualTo: "${today}" } }) { nodes { publishDate } }
}`;
}

/** What still differs between the servers after the queries were made equivalent (printed with the table). */
export const LIST_COMPARISON_NOTE =
  'note: same rows, fields, total and last-update reads on every side; the app also keeps its public data versions (for the ETag) in memory through LISTEN/NOTIFY and checks its per-client rate limit in memory; PostGraphile has no rate limit, no depth/cost limits and no CSRF checks; the raw floor is node:http + pg sending the statements captured from the app.';

/**
 * SQL statements one request costs, read from a server's counter endpoint before and after it; the
 * fewest of three, so an occasional housekeeping statement (old rate-limit windows) does not count.
 */
export async function statementsPerRequest(counterUrl: string, request: () => Promise<Response>): Promise<number> {
  const read = async () => ((await (await fetch(counterUrl)).json()) as { queries: number }).queries;
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = await read();
    const response = await request();
    await response.arrayBuffer();
    counts.push((await read()) - before);
  }
  return Math.min(...counts);
}
