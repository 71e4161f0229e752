import { OPENAPI_TAGS, type RouteDescription } from '../../../core/rest/openapi/route-description.js';
import { changesSchema } from '../../device-changes/device-changes.inputs.js';
import { cancelSchema, datesSchema, deviceFilterSchema, uploadSchema } from '../device.inputs.js';
import { publicDetailSchema, publicFilterSchema, publicListSchema } from '../../public-devices/public-devices.inputs.js';
import { searchInputSchema } from '../../device-search/device-search.inputs.js';
import {
  CERTIFICATE_RECORD_ANSWER,
  PUBLIC_BRAND_NAMES_ANSWER,
  PUBLIC_CHANGES_ANSWER,
  PUBLIC_DETAIL_ANSWER,
  PUBLIC_LIST_ANSWER,
  SEARCH_ANSWER,
} from '../../public-devices/openapi/public-device-schemas.js';
import { DEVICE_ANSWER, UPLOAD_CHECK_ANSWER, UPLOAD_COMMIT_ANSWER } from './registry-device-schemas.js';

/** The OpenAPI descriptions of every devices route: public lists, search, change feed, CSV, certificates, the registry. */
export const DEVICES_API = {
  search: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Product search (製品検索) over the five categories, 25 a page',
    description:
      'A model or certificate number in any form (full-width, with or without hyphens or spaces, lower case) or a brand or maker name (katakana or hiragana, with or without 株式会社, one typo) over the public devices: exact, prefix and part matches of a number, then name matches. `q` is 2 to 100 characters (422 otherwise). `category_counts` counts every category whatever `category` says. Public, cached like the lists (ETag over every category).',
    query: searchInputSchema,
    response:
      '`{data: [{category, matched_field, matched_label, match_kind, ...device}], total, page, page_size, end_cursor, has_next_page, query, category_counts, last_update}`',
    schema: SEARCH_ANSWER,
    limited: true,
  },
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
  changes: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Change feed for mirrors: devices whose public data changed after `since`, with tombstones',
    description:
      'Without `since`, every device on the public list now (first full walk). Follow `end_cursor` as `after` while `has_next_page`; then use `server_time` as the next `since`. A `since` without an offset is Japan time (+09:00).',
    query: changesSchema,
    response:
      '`{changes: [{id, changed_at, removed, removed_reason, device}], end_cursor, has_next_page, server_time}`',
    schema: PUBLIC_CHANGES_ANSWER,
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
    gated: true,
  },
  publicXlsx: {
    tag: OPENAPI_TAGS.devices,
    summary:
      "The public list as a workbook (.xlsx): the CSV's columns and headers, numbers as numbers, dates as Excel dates, a frozen header row",
    query: publicFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    limited: true,
    gated: true,
  },
  kenkenCsv: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Calculation program input of the public devices (docs/kenken-csv.md)',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gated: true,
  },
  certificatesCsv: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Certificates of the public devices as CSV',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gated: true,
  },
  certificate: {
    tag: OPENAPI_TAGS.devices,
    summary: 'A certificate record (its device must be public, or yours)',
    response: '`{certificate: {id, device_id, file_name, content_type, size, sha256, created_at}}`',
    schema: CERTIFICATE_RECORD_ANSWER,
    limited: true,
  },
  certificateFile: {
    tag: OPENAPI_TAGS.devices,
    summary: 'The certificate PDF',
    description:
      'A client that prefers JSON (`Accept: application/json`, as the original SPA sent) gets `{file_name, content_type, size, sha256, file}` with `file` the PDF in base64; anyone else the PDF bytes (byte ranges, ETag).',
    response: 'PDF file',
    produces: 'application/pdf',
    limited: true,
  },
  listPdf: {
    tag: OPENAPI_TAGS.manage,
    summary: 'The signed-in list as PDF',
    query: deviceFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  organizationCsv: {
    tag: OPENAPI_TAGS.manage,
    summary: 'The signed-in list as CSV',
    query: deviceFilterSchema,
    response: 'CSV file',
    produces: 'text/csv',
    gated: true,
  },
  organizationXlsx: {
    tag: OPENAPI_TAGS.manage,
    summary:
      "The signed-in list as a workbook (.xlsx): the organization CSV's columns, numbers as numbers, dates as Excel dates",
    query: deviceFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    gated: true,
  },
  template: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Empty upload CSV with the header row',
    response: 'CSV file',
    produces: 'text/csv',
  },
  workbookTemplate: {
    tag: OPENAPI_TAGS.manage,
    summary:
      "Upload workbook template (.xlsx): the CSV template's columns, text-formatted identifiers, drop-downs (options, 有/無, the organization's brand names), number ranges, a sheet explaining each column. Upload it in the zip in place of the CSV",
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  sample: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Sample upload zip (CSV and PDFs)',
    response: 'zip file',
    produces: 'application/zip',
  },
  check: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Check an upload zip (stores nothing)',
    multipart: uploadSchema,
    response: '`{file_name, headers, csv, errors, duplicates, exists}`, each row by its number',
    schema: UPLOAD_CHECK_ANSWER,
  },
  upload: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Upload a zip: register its rows (all or nothing)',
    multipart: uploadSchema,
    response: '201 `{created, ids}`',
    schema: UPLOAD_COMMIT_ANSWER,
  },
  applyPublish: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Apply to publish (公開申請, organization)',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  approve: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Approve publication (公開承認, administrator)',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  applyCancel: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Apply to cancel (取消申請, organization)',
    body: cancelSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  withdrawCancel: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Withdraw a cancel request (取消申請の取り下げ, organization): back to published',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  cancel: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Cancel (取消, administrator)',
    body: cancelSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  dates: {
    tag: OPENAPI_TAGS.manage,
    summary: 'Change release and publish dates',
    body: datesSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  delete: { tag: OPENAPI_TAGS.manage, summary: 'Delete a device', response: 'Empty (204)' },
} satisfies Record<string, RouteDescription>;
