import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { objectOf, oneInList, pageOf, ref, stamps } from '../../core/rest/openapi/schema-parts.js';
import { brandNameSchema } from './brand-name.inputs.js';

/** What brandNameJson answers: every key always present. */
const SCHEMAS: Record<string, JsonSchema> = {
  BrandName: objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string', description: 'ブランド名' },
      organization_id: { type: 'integer' },
      organization_name: { type: 'string' },
      note: { type: 'string', description: '備考' },
      ...stamps,
    },
    "A brand name an organization's devices are registered under (ブランド事業者)",
  ),
};

export const brandNamesOpenApi: OpenApiPart = { schemas: SCHEMAS };

const BRAND_NAMES_ANSWER = pageOf('brand_names', 'BrandName');
const BRAND_NAME_BY_ID_ANSWER = oneInList('brand_names', 'BrandName');
const BRAND_NAME_ANSWER = objectOf({ brand_name: ref('BrandName') });

/** The OpenAPI descriptions of the brand name routes (brand-names.routes.ts). */
export const BRAND_NAMES_API = {
  list: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Brand names (ブランド事業者)',
    response: '`{brand_names, total, page}`',
    schema: BRAND_NAMES_ANSWER,
  },
  pdf: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Brand names as PDF',
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  byId: {
    tag: OPENAPI_TAGS.admin,
    summary: 'One brand name',
    response: '`{brand_names: [brand_name]}`',
    schema: BRAND_NAME_BY_ID_ANSWER,
  },
  create: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Create a brand name',
    body: brandNameSchema,
    response: '201 `{brand_name}`',
    schema: BRAND_NAME_ANSWER,
  },
  update: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Edit a brand name',
    body: brandNameSchema,
    response: '`{brand_name}`',
    schema: BRAND_NAME_ANSWER,
  },
  delete: { tag: OPENAPI_TAGS.admin, summary: 'Delete a brand name', response: 'Empty (204)' },
} satisfies Record<string, RouteDescription>;
