import { OPENAPI_TAGS, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { objectOf } from '../../core/rest/openapi/schema-parts.js';
import { uploadSchema } from './upload.inputs.js';

const rowNumber = { type: 'integer', minimum: 1, description: 'Row of the CSV, 1 = the first after the header' };

/** POST /{category}/check: what the upload would register, and what stops it. */
export const UPLOAD_CHECK_ANSWER = objectOf({
  file_name: { type: 'string' },
  headers: { type: 'array', items: { type: 'string' }, description: "The category's CSV headers" },
  csv: {
    type: 'array',
    items: objectOf({ row: rowNumber, cells: { type: 'array', items: { type: 'string' } } }),
    description: 'Every row as it would be registered (dates and numbers normalized)',
  },
  errors: {
    type: 'array',
    items: objectOf({
      row: rowNumber,
      column: { type: 'string' },
      messages: { type: 'array', items: { type: 'string' } },
    }),
  },
  duplicates: {
    type: 'array',
    items: objectOf({ row: rowNumber, certificate_number: { type: 'string' }, first_row: rowNumber }),
    description: 'A certificate number an earlier row of the same CSV has',
  },
  exists: {
    type: 'array',
    items: objectOf({ row: rowNumber, certificate_number: { type: 'string' } }),
    description: "A certificate number the organization's own devices already have",
  },
});

/** POST /{category}: the devices registered, in row order. */
export const UPLOAD_COMMIT_ANSWER = objectOf({
  created: { type: 'integer' },
  ids: { type: 'array', items: { type: 'integer' } },
});

/** The OpenAPI descriptions of the upload kit and the upload's two steps. */
export const UPLOADS_API = {
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
  workbookSample: {
    tag: OPENAPI_TAGS.manage,
    summary:
      'Sample upload zip with the workbook (.xlsx, the template holding two example rows) in place of the CSV, and PDFs',
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
} satisfies Record<string, RouteDescription>;
