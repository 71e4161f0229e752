import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import type { OpenApiPart } from '../../core/rest/openapi/route-description.js';
import { masterDataApi } from '../../core/master-data/master-data.openapi.js';
import { objectOf, pageOf, stamps } from '../../core/rest/openapi/schema-parts.js';
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

/** The OpenAPI descriptions of the brand name routes (brand-names.routes.ts). */
export const BRAND_NAMES_API = masterDataApi({
  list: {
    summary: 'Brand names (ブランド事業者)',
    response: '`{brand_names, total, page}`',
    schema: pageOf('brand_names', 'BrandName'),
  },
  noun: 'brand name',
  body: brandNameSchema,
});
