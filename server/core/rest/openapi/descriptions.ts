import type { AnySchema } from 'yup';
import type { JsonSchema } from './json-schema.js';
import {
  CERTIFICATE_RECORD_ANSWER,
  PUBLIC_BRAND_NAMES_ANSWER,
  PUBLIC_CHANGES_ANSWER,
  PUBLIC_DETAIL_ANSWER,
  PUBLIC_LIST_ANSWER,
  SEARCH_ANSWER,
} from './public-device-schemas.js';
import {
  CATEGORY_ORGANIZATIONS_ANSWER,
  LINK_CATEGORIES_ANSWER,
  LINK_LEVELS_ANSWER,
  OPENING_CATEGORIES_ANSWER,
  OPENING_LINKS_ANSWER,
  PUBLIC_LINKS_ANSWER,
} from './public-link-schemas.js';
import {
  BRAND_NAMES_ANSWER,
  BRAND_NAME_ANSWER,
  BRAND_NAME_BY_ID_ANSWER,
  EVALUATION_ORGANIZATIONS_ANSWER,
  EVALUATION_ORGANIZATION_ANSWER,
  EVALUATION_ORGANIZATION_BY_ID_ANSWER,
  LINK_ANSWER,
  LINK_BY_ID_ANSWER,
  MESSAGE_ANSWER,
  NOTICES_ANSWER,
  NOTICE_ANSWER,
  NOTICE_BY_ID_ANSWER,
  ORGANIZATIONS_ANSWER,
  ORGANIZATION_ANSWER,
  ORGANIZATION_BY_ID_ANSWER,
  REGISTERED_ANSWER,
  SHARED_PASSWORDS_ANSWER,
  SHARED_PASSWORD_ANSWER,
  SHARED_PASSWORD_BY_ID_ANSWER,
  SIGNED_IN_ANSWER,
  USERS_ANSWER,
  USER_ANSWER,
  USER_BY_ID_ANSWER,
} from './account-schemas.js';
import { DEVICE_ANSWER, UPLOAD_CHECK_ANSWER, UPLOAD_COMMIT_ANSWER } from './registry-device-schemas.js';
import { loginSchema } from '../../../modules/auth/auth.inputs.js';
import { searchInputSchema } from '../../../modules/devices/search/device-search.inputs.js';
import { resetRequestSchema, resetSchema } from '../../../modules/auth/password-reset.inputs.js';
import { brandNameSchema } from '../../../modules/brand-names/brand-name.inputs.js';
import { changesSchema } from '../../../modules/devices/changes/device-changes.inputs.js';
import { cancelSchema, datesSchema, deviceFilterSchema, uploadSchema } from '../../../modules/devices/device.inputs.js';
import {
  publicDetailSchema,
  publicFilterSchema,
  publicListSchema,
} from '../../../modules/devices/public/public-devices.inputs.js';
import {
  createEvaluationOrganizationSchema,
  updateEvaluationOrganizationSchema,
} from '../../../modules/evaluation-organizations/evaluation-organization.inputs.js';
import {
  informationFilterSchema,
  informationSchema,
  noticeFilterSchema,
} from '../../../modules/information/information.inputs.js';
import {
  categoryFilterSchema,
  linkFilterSchema,
  linkSchema,
  openingCategoriesSchema,
  openingSchema,
  publicLinkFilterSchema,
} from '../../../modules/links/link.inputs.js';
import {
  managerFlagsSchema,
  organizationFilterSchema,
  organizationProfileSchema,
  registrationSchema,
  zipPasswordChangeSchema,
} from '../../../modules/organizations/organization.inputs.js';
import {
  createSharedPasswordSchema,
  updateSharedPasswordSchema,
} from '../../../modules/shared-passwords/shared-password.inputs.js';
import { passwordChangeSchema, userCreateSchema, userUpdateSchema } from '../../../modules/users/user.inputs.js';

/**
 * What the router cannot say about a route: its purpose, the validator of its query or body (the
 * same yup schema the service validates with) and its answer. Keyed by `METHOD /path` as
 * router-routes.ts derives it from the router; a test fails when a route has no entry here or an
 * entry has no route.
 */
export interface RouteDescription {
  summary: string;
  description?: string;
  tag: string;
  query?: AnySchema;
  body?: AnySchema;
  /** multipart/form-data upload (zip) with these fields besides `zip`. */
  multipart?: AnySchema;
  /**
   * The success answer (JSON unless `produces` says otherwise). Its status is 200 unless the text
   * starts with another (`201 …`) or is `Empty (204)`.
   */
  response: string;
  /** The JSON Schema of the success answer: every JSON answer has one (openapi.test.ts checks real answers). */
  schema?: JsonSchema;
  /** Answers 401 when signed out, though the route is public (GET /login). */
  signedOutIs401?: boolean;
  produces?:
    | 'text/csv'
    | 'application/pdf'
    | 'application/zip'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** Counted by a per-client limit: 429 with Retry-After beyond it. */
  limited?: boolean;
  /** A whole-list export behind the export gate: 503 with Retry-After while its slots are taken. */
  gated?: boolean;
}

const tag = {
  auth: 'Sign-in',
  devices: 'Equipment (public)',
  manage: 'Equipment (signed in)',
  links: 'Reference links',
  admin: 'Administration',
  org: 'Organizations and users',
  meta: 'API',
};

export const ROUTE_DESCRIPTIONS: Record<string, RouteDescription> = {
  'GET /openapi.json': { tag: tag.meta, summary: 'This OpenAPI 3.1 document', response: 'The document' },

  // --- sign-in and registration
  'POST /login': {
    tag: tag.auth,
    summary: 'Sign in (sets the session cookie)',
    body: loginSchema,
    response: '`{users: [user], type}` (type: the edition signed in to)',
    schema: SIGNED_IN_ANSWER,
    limited: true,
  },
  'GET /login': {
    tag: tag.auth,
    summary: 'The signed-in user',
    response: '`{users: [user], type}` (type: the edition signed in to); 401 when signed out',
    schema: SIGNED_IN_ANSWER,
    signedOutIs401: true,
  },
  'POST /logout': { tag: tag.auth, summary: 'Sign out', response: '`{message}`', schema: MESSAGE_ANSWER },
  'POST /password/email': {
    tag: tag.auth,
    summary: 'Mail a password reset link',
    body: resetRequestSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
    limited: true,
  },
  'POST /password/reset': {
    tag: tag.auth,
    summary: 'Set a new password with the mailed token',
    body: resetSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
  'POST /register': {
    tag: tag.auth,
    summary: 'Register an organization and its first user (事業者登録)',
    body: registrationSchema,
    response: '201 `{organization, message}`',
    schema: REGISTERED_ANSWER,
    limited: true,
  },

  // --- public equipment
  'GET /search': {
    tag: tag.devices,
    summary: 'Product search (製品検索) over the five categories, 25 a page',
    description:
      'A model or certificate number in any form (full-width, with or without hyphens or spaces, lower case) or a brand or maker name (katakana or hiragana, with or without 株式会社, one typo) over the public devices: exact, prefix and part matches of a number, then name matches. `q` is 2 to 100 characters (422 otherwise). `category_counts` counts every category whatever `category` says. Public, cached like the lists (ETag over every category).',
    query: searchInputSchema,
    response:
      '`{data: [{category, matched_field, matched_label, match_kind, ...device}], total, page, page_size, end_cursor, has_next_page, query, category_counts, last_update}`',
    schema: SEARCH_ANSWER,
    limited: true,
  },
  'GET /{category}': {
    tag: tag.devices,
    summary: 'Public list of a category (公開機器一覧), 25 a page, newest publish date first',
    description:
      "Public without a session or with `public=true`; signed in without it, the organization/administrator list (filters of deviceFilterSchema, every status, `can` per row) in the same envelope (the schema here is the public answer's). Public answers carry `Cache-Control: public, max-age=60` and an ETag (304 on `If-None-Match`).",
    query: publicListSchema,
    response:
      '`{data: [device], total, last_update, page, page_size, end_cursor, has_next_page}` (public; signed in: the first five)',
    schema: PUBLIC_LIST_ANSWER,
    limited: true,
  },
  'GET /{category}/{id}': {
    tag: tag.devices,
    summary: 'One public device with its public history (公開機器詳細)',
    description:
      "Signed in without `public=true`: the device as its organization or an administrator sees it, with its whole history, in the same envelope (the schema here is the public answer's).",
    query: publicDetailSchema,
    response: '`{data: device + status_changes}` (for every role)',
    schema: PUBLIC_DETAIL_ANSWER,
    limited: true,
  },
  'GET /{category}/changes': {
    tag: tag.devices,
    summary: 'Change feed for mirrors: devices whose public data changed after `since`, with tombstones',
    description:
      'Without `since`, every device on the public list now (first full walk). Follow `end_cursor` as `after` while `has_next_page`; then use `server_time` as the next `since`. A `since` without an offset is Japan time (+09:00).',
    query: changesSchema,
    response:
      '`{changes: [{id, changed_at, removed, removed_reason, device}], end_cursor, has_next_page, server_time}`',
    schema: PUBLIC_CHANGES_ANSWER,
    limited: true,
  },
  'GET /{category}/brand_names': {
    tag: tag.devices,
    summary: 'Brand names on the public list (canceled included)',
    response: '`{brand_names: [{id, name}]}`',
    schema: PUBLIC_BRAND_NAMES_ANSWER,
    limited: true,
  },
  'GET /{category}/download/csv': {
    tag: tag.devices,
    summary: 'The public list as CSV (CP932, CRLF)',
    query: publicFilterSchema,
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gated: true,
  },
  'GET /{category}/download/xlsx': {
    tag: tag.devices,
    summary:
      "The public list as a workbook (.xlsx): the CSV's columns and headers, numbers as numbers, dates as Excel dates, a frozen header row",
    query: publicFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    limited: true,
    gated: true,
  },
  'GET /{category}/download/kenken_csv': {
    tag: tag.devices,
    summary: 'Calculation program input of the public devices (docs/kenken-csv.md)',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gated: true,
  },
  'GET /{certificate_resource}/download/kenken_csv': {
    tag: tag.devices,
    summary: 'Certificates of the public devices as CSV',
    response: 'CSV file',
    produces: 'text/csv',
    limited: true,
    gated: true,
  },
  'GET /{certificate_resource}/{id}': {
    tag: tag.devices,
    summary: 'A certificate record (its device must be public, or yours)',
    response: '`{certificate: {id, device_id, file_name, content_type, size, sha256, created_at}}`',
    schema: CERTIFICATE_RECORD_ANSWER,
    limited: true,
  },
  'GET /{certificate_resource}/{id}/file': {
    tag: tag.devices,
    summary: 'The certificate PDF',
    description:
      'A client that prefers JSON (`Accept: application/json`, as the original SPA sent) gets `{file_name, content_type, size, sha256, file}` with `file` the PDF in base64; anyone else the PDF bytes (byte ranges, ETag).',
    response: 'PDF file',
    produces: 'application/pdf',
    limited: true,
  },

  // --- equipment of an organization / administrator
  'GET /{category}/download/pdf': {
    tag: tag.manage,
    summary: 'The signed-in list as PDF',
    query: deviceFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /{category}/download/organization_csv': {
    tag: tag.manage,
    summary: 'The signed-in list as CSV',
    query: deviceFilterSchema,
    response: 'CSV file',
    produces: 'text/csv',
    gated: true,
  },
  'GET /{category}/download/organization_xlsx': {
    tag: tag.manage,
    summary:
      "The signed-in list as a workbook (.xlsx): the organization CSV's columns, numbers as numbers, dates as Excel dates",
    query: deviceFilterSchema,
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    gated: true,
  },
  'GET /{category}/download/template': {
    tag: tag.manage,
    summary: 'Empty upload CSV with the header row',
    response: 'CSV file',
    produces: 'text/csv',
  },
  'GET /{category}/download/template.xlsx': {
    tag: tag.manage,
    summary:
      "Upload workbook template (.xlsx): the CSV template's columns, text-formatted identifiers, drop-downs (options, 有/無, the organization's brand names), number ranges, a sheet explaining each column. Upload it in the zip in place of the CSV",
    response: 'xlsx file',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /{category}/download/sample': {
    tag: tag.manage,
    summary: 'Sample upload zip (CSV and PDFs)',
    response: 'zip file',
    produces: 'application/zip',
  },
  'POST /{category}/check': {
    tag: tag.manage,
    summary: 'Check an upload zip (stores nothing)',
    multipart: uploadSchema,
    response: '`{file_name, headers, csv, errors, duplicates, exists}`, each row by its number',
    schema: UPLOAD_CHECK_ANSWER,
  },
  'POST /{category}': {
    tag: tag.manage,
    summary: 'Upload a zip: register its rows (all or nothing)',
    multipart: uploadSchema,
    response: '201 `{created, ids}`',
    schema: UPLOAD_COMMIT_ANSWER,
  },
  'PUT /{category}/{id}/apply_publish': {
    tag: tag.manage,
    summary: 'Apply to publish (公開申請, organization)',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'PUT /{category}/{id}/approve/enabled': {
    tag: tag.manage,
    summary: 'Approve publication (公開承認, administrator)',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'PUT /{category}/{id}/apply_cancel': {
    tag: tag.manage,
    summary: 'Apply to cancel (取消申請, organization)',
    body: cancelSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'PUT /{category}/{id}/withdraw_cancel': {
    tag: tag.manage,
    summary: 'Withdraw a cancel request (取消申請の取り下げ, organization): back to published',
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'PUT /{category}/{id}/cancel': {
    tag: tag.manage,
    summary: 'Cancel (取消, administrator)',
    body: cancelSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'PUT /{category}/{id}/date': {
    tag: tag.manage,
    summary: 'Change release and publish dates',
    body: datesSchema,
    response: '`{device}`',
    schema: DEVICE_ANSWER,
  },
  'DELETE /{category}/{id}': { tag: tag.manage, summary: 'Delete a device', response: 'Empty (204)' },

  // --- reference links
  'GET /links': {
    tag: tag.links,
    summary: "Public links (or, signed in, the administrators' / an organization's list)",
    description:
      '`new=1` lists recently approved links (newLinksSchema); `for_evaluator=1` with number and password the evaluator links (evaluatorSchema, limited). `organization_id` narrows the list to one organization for visitors and administrators alike (an organization user always gets its own).',
    query: publicLinkFilterSchema,
    response: '`{links, total, page, category}`',
    schema: PUBLIC_LINKS_ANSWER,
    limited: true,
  },
  'GET /links/categories': {
    tag: tag.links,
    summary: 'Link categories with organization counts',
    query: categoryFilterSchema,
    response: '`{categories, total}`',
    schema: LINK_CATEGORIES_ANSWER,
  },
  'GET /links/categories/levels': {
    tag: tag.links,
    summary: 'The category tree of an edition',
    query: categoryFilterSchema,
    response: '`{levels}`',
    schema: LINK_LEVELS_ANSWER,
  },
  'GET /links/categories/{code}/organizations': {
    tag: tag.links,
    summary: 'Organizations with links in one category',
    response: '`{category, organizations}`',
    schema: CATEGORY_ORGANIZATIONS_ANSWER,
  },
  'GET /links/house/opening/categories': {
    tag: tag.links,
    summary: 'House openings: materials, glasses and defaults',
    query: openingCategoriesSchema,
    response: '`{materials, glasses, default_material_code, default_glass_code}`',
    schema: OPENING_CATEGORIES_ANSWER,
  },
  'GET /links/windows': {
    tag: tag.links,
    summary: "Makers' links for a window sash and glass",
    query: openingSchema,
    response: '`{links, total, material, glass, material_organizations, glass_organizations}`',
    schema: OPENING_LINKS_ANSWER,
  },
  'GET /links/doors': {
    tag: tag.links,
    summary: "Makers' links for a door and glass",
    query: openingSchema,
    response: 'As /links/windows',
    schema: OPENING_LINKS_ANSWER,
  },
  'GET /links/glasses': {
    tag: tag.links,
    summary: "Makers' links for a glass",
    query: openingSchema,
    response: 'As /links/windows with `material: null`',
    schema: OPENING_LINKS_ANSWER,
  },
  'GET /links/download/pdf': {
    tag: tag.links,
    summary: "The link list as PDF: the administrators' (filtered), or an organization's own links",
    query: linkFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /links/{id}': {
    tag: tag.links,
    summary: 'One link (own or, for administrators, any)',
    response: '`{links: [link]}`',
    schema: LINK_BY_ID_ANSWER,
  },
  'POST /links': {
    tag: tag.links,
    summary: 'Create a link',
    body: linkSchema,
    response: '201 `{link}`',
    schema: LINK_ANSWER,
  },
  'PUT /links/{id}': {
    tag: tag.links,
    summary: 'Edit a link',
    body: linkSchema,
    response: '`{link}`',
    schema: LINK_ANSWER,
  },
  'DELETE /links/{id}': { tag: tag.links, summary: 'Delete a link', response: 'Empty (204)' },
  'PUT /links/{id}/approved/enabled': {
    tag: tag.links,
    summary: 'Approve a link',
    response: '`{link}`',
    schema: LINK_ANSWER,
  },
  'PUT /links/{id}/approved/disabled': {
    tag: tag.links,
    summary: "Withdraw a link's approval",
    response: '`{link}`',
    schema: LINK_ANSWER,
  },

  // --- organizations and users
  'GET /organizations': {
    tag: tag.org,
    summary: 'Organizations (administrators)',
    query: organizationFilterSchema,
    response:
      "`{organizations, total, page}`: 25 a page; with `device_manager=true` and no `page` (the brand-name form's picker), every organization with a manager flag, as page 1",
    schema: ORGANIZATIONS_ANSWER,
  },
  'GET /organizations/download/pdf': {
    tag: tag.org,
    summary: 'Organizations as PDF',
    query: organizationFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /organizations/{id}': {
    tag: tag.org,
    summary: 'One organization (own, or any for administrators)',
    response: '`{organizations: [organization]}`',
    schema: ORGANIZATION_BY_ID_ANSWER,
  },
  'GET /organizations/{id}/users': {
    tag: tag.org,
    summary: 'Users of an organization',
    response: '`{users}`',
    schema: USERS_ANSWER,
  },
  'PUT /organizations/{id}': {
    tag: tag.org,
    summary: "Edit an organization's profile",
    body: organizationProfileSchema,
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  'PUT /organizations/{id}/approved/enabled': {
    tag: tag.org,
    summary: 'Approve an organization with its manager flags',
    body: managerFlagsSchema,
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  'PUT /organizations/{id}/approved/disabled': {
    tag: tag.org,
    summary: 'Disable an organization',
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  'DELETE /organizations/{id}': { tag: tag.org, summary: 'Delete an organization', response: 'Empty (204)' },
  'POST /organizations/{id}/zip_password': {
    tag: tag.org,
    summary: 'Change the upload zip password',
    body: zipPasswordChangeSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
  'POST /users': {
    tag: tag.org,
    summary: 'Create a user',
    body: userCreateSchema,
    response: '201 `{user}`',
    schema: USER_ANSWER,
  },
  'GET /users/{id}': { tag: tag.org, summary: 'One user', response: '`{users: [user]}`', schema: USER_BY_ID_ANSWER },
  'PUT /users/{id}': {
    tag: tag.org,
    summary: 'Edit a user',
    body: userUpdateSchema,
    response: '`{user}`',
    schema: USER_ANSWER,
  },
  'DELETE /users/{id}': { tag: tag.org, summary: 'Delete a user', response: 'Empty (204)' },
  'PUT /users/{id}/password': {
    tag: tag.org,
    summary: 'Change a password',
    body: passwordChangeSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
  'PUT /users/unlock': {
    tag: tag.org,
    summary: 'Unlock users locked by failed sign-ins',
    response: '`{users: [user]}` (the users unlocked)',
    schema: USERS_ANSWER,
  },

  // --- master data (administrators)
  'GET /brand_names': {
    tag: tag.admin,
    summary: 'Brand names (ブランド事業者)',
    response: '`{brand_names, total, page}`',
    schema: BRAND_NAMES_ANSWER,
  },
  'GET /brand_names/download/pdf': {
    tag: tag.admin,
    summary: 'Brand names as PDF',
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /brand_names/{id}': {
    tag: tag.admin,
    summary: 'One brand name',
    response: '`{brand_names: [brand_name]}`',
    schema: BRAND_NAME_BY_ID_ANSWER,
  },
  'POST /brand_names': {
    tag: tag.admin,
    summary: 'Create a brand name',
    body: brandNameSchema,
    response: '201 `{brand_name}`',
    schema: BRAND_NAME_ANSWER,
  },
  'PUT /brand_names/{id}': {
    tag: tag.admin,
    summary: 'Edit a brand name',
    body: brandNameSchema,
    response: '`{brand_name}`',
    schema: BRAND_NAME_ANSWER,
  },
  'DELETE /brand_names/{id}': { tag: tag.admin, summary: 'Delete a brand name', response: 'Empty (204)' },
  'GET /shared_passwords': {
    tag: tag.admin,
    summary: 'Shared upload passwords (names only for organizations)',
    response: '`{shared_passwords, total, page}`',
    schema: SHARED_PASSWORDS_ANSWER,
  },
  'GET /shared_passwords/download/pdf': {
    tag: tag.admin,
    summary: 'Shared passwords as PDF',
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /shared_passwords/{id}': {
    tag: tag.admin,
    summary: 'One shared password',
    response: '`{shared_passwords: [shared_password]}`',
    schema: SHARED_PASSWORD_BY_ID_ANSWER,
  },
  'POST /shared_passwords': {
    tag: tag.admin,
    summary: 'Create a shared password',
    body: createSharedPasswordSchema,
    response: '201 `{shared_password}`',
    schema: SHARED_PASSWORD_ANSWER,
  },
  'PUT /shared_passwords/{id}': {
    tag: tag.admin,
    summary: 'Edit a shared password',
    body: updateSharedPasswordSchema,
    response: '`{shared_password}`',
    schema: SHARED_PASSWORD_ANSWER,
  },
  'DELETE /shared_passwords/{id}': { tag: tag.admin, summary: 'Delete a shared password', response: 'Empty (204)' },
  'GET /evaluation_organizations': {
    tag: tag.admin,
    summary: 'Evaluation organizations (評価機関)',
    response: '`{evaluation_organizations, total}`',
    schema: EVALUATION_ORGANIZATIONS_ANSWER,
  },
  'GET /evaluation_organizations/download/pdf': {
    tag: tag.admin,
    summary: 'Evaluation organizations as PDF',
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /evaluation_organizations/{id}': {
    tag: tag.admin,
    summary: 'One evaluation organization',
    response: '`{evaluation_organizations: [evaluation_organization]}`',
    schema: EVALUATION_ORGANIZATION_BY_ID_ANSWER,
  },
  'POST /evaluation_organizations': {
    tag: tag.admin,
    summary: 'Create an evaluation organization',
    body: createEvaluationOrganizationSchema,
    response: '201 `{evaluation_organization}`',
    schema: EVALUATION_ORGANIZATION_ANSWER,
  },
  'PUT /evaluation_organizations/{id}': {
    tag: tag.admin,
    summary: 'Edit an evaluation organization',
    body: updateEvaluationOrganizationSchema,
    response: '`{evaluation_organization}`',
    schema: EVALUATION_ORGANIZATION_ANSWER,
  },
  'DELETE /evaluation_organizations/{id}': {
    tag: tag.admin,
    summary: 'Delete an evaluation organization',
    response: 'Empty (204)',
  },
  'GET /information': {
    tag: tag.admin,
    summary: 'Information notices (お知らせ), administrators',
    query: informationFilterSchema,
    response: '`{information, total, page}`',
    schema: NOTICES_ANSWER,
  },
  'GET /information/public': {
    tag: tag.admin,
    summary: 'Notices shown to visitors or organizations',
    query: noticeFilterSchema,
    response: '`{information, total, page}`',
    schema: NOTICES_ANSWER,
  },
  'GET /information/download/pdf': {
    tag: tag.admin,
    summary: 'Notices as PDF',
    query: informationFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  'GET /information/{id}': {
    tag: tag.admin,
    summary: 'One notice',
    response: '`{information: [information]}`',
    schema: NOTICE_BY_ID_ANSWER,
  },
  'POST /information': {
    tag: tag.admin,
    summary: 'Create a notice',
    body: informationSchema,
    response: '201 `{information}`',
    schema: NOTICE_ANSWER,
  },
  'PUT /information/{id}': {
    tag: tag.admin,
    summary: 'Edit a notice',
    body: informationSchema,
    response: '`{information}`',
    schema: NOTICE_ANSWER,
  },
  'DELETE /information/{id}': { tag: tag.admin, summary: 'Delete a notice', response: 'Empty (204)' },
};
