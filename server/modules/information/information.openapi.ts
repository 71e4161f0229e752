import { InformationShowType } from '../../core/domain.js';
import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { dateTime, objectOf, oneInList, pageOf, ref } from '../../core/rest/openapi/schema-parts.js';
import { informationFilterSchema, informationSchema, noticeFilterSchema } from './information.inputs.js';

/** What informationJson answers: every key always present; a test checks real answers key for key. */
const SCHEMAS: Record<string, JsonSchema> = {
  Notice: objectOf(
    {
      id: { type: 'integer' },
      title: { type: 'string', description: 'Title — タイトル' },
      body: { type: 'string', description: 'Plain text; URLs in it are shown as links — 本文' },
      show_type: {
        type: 'string',
        enum: Object.values(InformationShowType),
        description: 'Where it is shown: house = 住宅版トップ, building = 非住宅版トップ, both, organization',
      },
      show_users: { type: 'integer', description: 'Always 0 (kept for legacy tools)' },
      published_at: dateTime('Publication date — 掲載日'),
      created_at: dateTime('When it was created'),
      updated_at: dateTime('Its last change'),
    },
    'A notice — お知らせ',
  ),
};

export const informationOpenApi: OpenApiPart = { schemas: SCHEMAS };

const NOTICES_ANSWER = pageOf('information', 'Notice');
const NOTICE_BY_ID_ANSWER = oneInList('information', 'Notice');
const NOTICE_ANSWER = objectOf({ information: ref('Notice') });

/** The OpenAPI descriptions of the notice routes (information.routes.ts). */
export const INFORMATION_API = {
  list: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Information notices (お知らせ), administrators',
    query: informationFilterSchema,
    response: '`{information, total, page}`',
    schema: NOTICES_ANSWER,
  },
  public: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Notices shown to visitors or organizations',
    query: noticeFilterSchema,
    response: '`{information, total, page}`',
    schema: NOTICES_ANSWER,
  },
  pdf: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Notices as PDF',
    query: informationFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  byId: {
    tag: OPENAPI_TAGS.admin,
    summary: 'One notice',
    response: '`{information: [information]}`',
    schema: NOTICE_BY_ID_ANSWER,
  },
  create: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Create a notice',
    body: informationSchema,
    response: '201 `{information}`',
    schema: NOTICE_ANSWER,
  },
  update: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Edit a notice',
    body: informationSchema,
    response: '`{information}`',
    schema: NOTICE_ANSWER,
  },
  delete: { tag: OPENAPI_TAGS.admin, summary: 'Delete a notice', response: 'Empty (204)' },
} satisfies Record<string, RouteDescription>;
