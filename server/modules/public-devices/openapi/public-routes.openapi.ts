import { OPENAPI_TAGS, type RouteDescription } from '../../../core/rest/openapi/route-description.js';
import { publicDetailSchema, publicFilterSchema, publicListSchema } from '../public-devices.inputs.js';
import { PUBLIC_BRAND_NAMES_ANSWER, PUBLIC_DETAIL_ANSWER, PUBLIC_LIST_ANSWER } from './public-device-schemas.js';

/** The OpenAPI descriptions of the public read path: the lists, a device, brand names and the public downloads. */
export const PUBLIC_DEVICES_API = {
  list: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Public list of a category (公開機器一覧), 25 a page, newest publish date first',
    description:
      "Public without a session or with `public=true`; signed in without it, the organization/administrator list (filters of deviceFilterSchema, every status, `can` per row) in the same envelope (the schema here is the public answer's). Public answers carry `Cache-Control: public, max-age=60` and an ETag (304 on `If-None-Match`).",
    query: publicListSchema,
    response:
      '`{data: [device], total, last_update, page, page_size, end_cursor, has_next_page}` (public; signed in: the first five)',
    schema: PUBLIC_LIST_ANSWER,
    limited: true,
  },
  detail: {
    tag: OPENAPI_TAGS.devices,
    summary: 'One public device with its public history (公開機器詳細)',
    description:
      "Signed in without `public=true`: the device as its organization or an administrator sees it, with its whole history, in the same envelope (the schema here is the public answer's).",
    query: publicDetailSchema,
    response: '`{data: device + status_changes}` (for every role)',
    schema: PUBLIC_DETAIL_ANSWER,
    limited: true,
  },
  brandNames: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Brand names on the public list (canceled included)',
    response: '`{brand_names: [{id, name}]}`',
    schema: PUBLIC_BRAND_NAMES_ANSWER,
    limited: true,
  },
  publicCsv: {
    tag: OPENAPI_TAGS.devices,
    summary: 'The public list as CSV (CP932, CRLF)',
    query: publicFilterSchema,
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gate: 'exports',
  },
  publicXlsx: {
    tag: OPENAPI_TAGS.devices,
    summary:
      "The public list as a workbook (.xlsx): the CSV's columns and headers, numbers as numbers, dates as Excel dates, a frozen header row",
    query: publicFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    limited: true,
    gate: 'exports',
  },
  kenkenCsv: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Calculation program input of the public devices (docs/kenken-csv.md)',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gate: 'exports',
  },
  certificatesCsv: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Certificates of the public devices as CSV',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gate: 'exports',
  },
} satisfies Record<string, RouteDescription>;
