import { OrganizationStatus } from '../../core/domain.js';
import { snakeKey } from '../../core/rest/case.js';
import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import {
  MESSAGE_ANSWER,
  dateTime,
  listOf,
  objectOf,
  oneInList,
  orNull,
  pageOf,
  oneOfStrings,
  ref,
  storedRow,
} from '../../core/rest/openapi/schema-parts.js';
import { CATEGORY_DEFINITIONS } from '../device-registry/index.js';
import {
  managerFlagsSchema,
  organizationFilterSchema,
  organizationProfileSchema,
  registrationSchema,
  zipPasswordChangeSchema,
} from './organization.inputs.js';

/** What organizationJson answers: every key always present; a test checks real answers key for key. */
const SCHEMAS: Record<string, JsonSchema> = {
  Organization: storedRow('An equipment maker (情報提供事業者)', {
    name: { type: 'string', description: 'Company name — 事業者名' },
    postcode: { type: 'string', description: '郵便番号' },
    address: { type: 'string', description: '住所' },
    tel: { type: 'string', description: '電話番号' },
    belong_to: { type: 'string', description: 'Legacy field, "0" unless set' },
    message: { type: 'string', description: "The administrators' message to the organization" },
    type: { type: 'integer', description: '1 or 2, as chosen at registration' },
    status: oneOfStrings(
      Object.values(OrganizationStatus),
      'registered (awaiting approval), approved, or disabled by an administrator',
    ),
    ...Object.fromEntries(
      CATEGORY_DEFINITIONS.map((d) => [
        snakeKey(d.managerFlag),
        { type: 'boolean', description: `May register ${d.label} (${d.apiResource})` },
      ]),
    ),
    approved_at: orNull(dateTime('When an administrator approved it')),
  }),
};

export const organizationsOpenApi: OpenApiPart = { schemas: SCHEMAS };

const REGISTERED_ANSWER = objectOf({ organization: ref('Organization'), message: { type: 'string' } });
const ORGANIZATIONS_ANSWER = pageOf('organizations', 'Organization');
const ORGANIZATION_BY_ID_ANSWER = oneInList('organizations', 'Organization');
const ORGANIZATION_ANSWER = objectOf({ organization: ref('Organization') });
const USERS_ANSWER = objectOf({ users: listOf('User') });

/** The OpenAPI descriptions of the registration and organization routes (organizations.routes.ts). */
export const ORGANIZATIONS_API = {
  register: {
    tag: OPENAPI_TAGS.auth,
    summary: 'Register an organization and its first user (事業者登録)',
    body: registrationSchema,
    response: '201 `{organization, message}`',
    schema: REGISTERED_ANSWER,
    limited: true,
  },
  list: {
    tag: OPENAPI_TAGS.org,
    summary: 'Organizations (administrators)',
    query: organizationFilterSchema,
    response:
      "`{organizations, total, page}`: 25 a page; with `device_manager=true` and no `page` (the brand-name form's picker), every organization with a manager flag, as page 1",
    schema: ORGANIZATIONS_ANSWER,
  },
  pdf: {
    tag: OPENAPI_TAGS.org,
    summary: 'Organizations as PDF',
    query: organizationFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gate: 'exports',
  },
  byId: {
    tag: OPENAPI_TAGS.org,
    summary: 'One organization (own, or any for administrators)',
    response: '`{organizations: [organization]}`',
    schema: ORGANIZATION_BY_ID_ANSWER,
  },
  users: {
    tag: OPENAPI_TAGS.org,
    summary: 'Users of an organization',
    response: '`{users}`',
    schema: USERS_ANSWER,
  },
  update: {
    tag: OPENAPI_TAGS.org,
    summary: "Edit an organization's profile",
    body: organizationProfileSchema,
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  approve: {
    tag: OPENAPI_TAGS.org,
    summary: 'Approve an organization with its manager flags',
    body: managerFlagsSchema,
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  disable: {
    tag: OPENAPI_TAGS.org,
    summary: 'Disable an organization',
    response: '`{organization}`',
    schema: ORGANIZATION_ANSWER,
  },
  delete: { tag: OPENAPI_TAGS.org, summary: 'Delete an organization', response: 'Empty (204)' },
  zipPassword: {
    tag: OPENAPI_TAGS.org,
    summary: 'Change the upload zip password',
    body: zipPasswordChangeSchema,
    response: '`{message}`',
    schema: MESSAGE_ANSWER,
  },
} satisfies Record<string, RouteDescription>;
