import { InformationShowType } from '../../core/domain.js';
import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { masterDataApi } from '../../core/master-data/master-data.openapi.js';
import { dateTime, oneOfStrings, pageOf, storedRow } from '../../core/rest/openapi/schema-parts.js';
import { informationFilterSchema, informationSchema, noticeFilterSchema } from './information.inputs.js';

/** What informationJson answers: every key always present; a test checks real answers key for key. */
const SCHEMAS: Record<string, JsonSchema> = {
  Notice: storedRow('A notice — お知らせ', {
    title: { type: 'string', description: 'Title — タイトル' },
    body: { type: 'string', description: 'Plain text; URLs in it are shown as links — 本文' },
    show_type: oneOfStrings(
      Object.values(InformationShowType),
      'Where it is shown: house = 住宅版トップ, building = 非住宅版トップ, both, organization',
    ),
    show_users: { type: 'integer', description: 'Always 0 (kept for legacy tools)' },
    published_at: dateTime('Publication date — 掲載日'),
  }),
};

export const informationOpenApi: OpenApiPart = { schemas: SCHEMAS };

const NOTICES_ANSWER = pageOf('information', 'Notice');
/** The OpenAPI descriptions of the notice routes (information.routes.ts). */
export const INFORMATION_API = {
  public: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Notices shown to visitors or organizations',
    query: noticeFilterSchema,
    response: '`{information, total, page}`',
    schema: NOTICES_ANSWER,
  } satisfies RouteDescription,
  ...masterDataApi({
    list: {
      summary: 'Information notices (お知らせ), administrators',
      query: informationFilterSchema,
      response: '`{information, total, page}`',
      schema: NOTICES_ANSWER,
    },
    noun: 'notice',
    schema: 'Notice',
    keys: ['information', 'information'],
    body: informationSchema,
    pdfQuery: informationFilterSchema,
  }),
};
