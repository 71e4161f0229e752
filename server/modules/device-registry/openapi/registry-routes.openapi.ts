import { OPENAPI_TAGS, type RouteDescription } from '../../../core/rest/openapi/route-description.js';
import { cancelSchema, datesSchema, deviceFilterSchema } from '../device.inputs.js';
import { CERTIFICATE_RECORD_ANSWER, DEVICE_ANSWER } from './registry-device-schemas.js';

/** The OpenAPI descriptions of the registry's routes: certificates, the signed-in list's downloads, the lifecycle actions. */
export const DEVICES_API = {
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
    gate: 'exports',
  },
  organizationCsv: {
    tag: OPENAPI_TAGS.manage,
    summary: 'The signed-in list as CSV',
    query: deviceFilterSchema,
    response: 'CSV file',
    produces: 'text/csv',
    gate: 'exports',
  },
  organizationXlsx: {
    tag: OPENAPI_TAGS.manage,
    summary:
      "The signed-in list as a workbook (.xlsx): the organization CSV's columns, numbers as numbers, dates as Excel dates",
    query: deviceFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    gate: 'exports',
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
