import { ApiRoutes, openApiPathOf } from '../../../core/rest/api-routes.js';
import type { OpenApiPart } from '../../../core/rest/openapi/route-description.js';
import { CATEGORY_DEFINITIONS } from '../categories.js';
import { REGISTRY_DEVICE_SCHEMAS } from './registry-device-schemas.js';

const categories = new Set(CATEGORY_DEFINITIONS.map((d) => d.apiResource));
const certificates = new Set(CATEGORY_DEFINITIONS.map((d) => d.certificateResource));

/** `/electric_heat_pumps/:id` → `/{category}/{id}`: the five categories share one description. */
export function deviceOpenApiPath(expressPath: string): string {
  const [, first, ...rest] = expressPath.split('/');
  if (first !== undefined && categories.has(first)) return openApiPathOf(['', '{category}', ...rest].join('/'));
  if (first !== undefined && certificates.has(first))
    return openApiPathOf(['', '{certificate_resource}', ...rest].join('/'));
  return openApiPathOf(expressPath);
}

/** Routes of the device modules, documented with the category segment as a parameter. */
export const deviceApiRoutes = () => new ApiRoutes(deviceOpenApiPath);

/** The registry's answer schemas and the device modules' path parameters. */
export const deviceRegistryOpenApi: OpenApiPart = {
  schemas: REGISTRY_DEVICE_SCHEMAS,
  pathParameters: {
    category: {
      type: 'string',
      enum: CATEGORY_DEFINITIONS.map((d) => d.apiResource),
      description: 'Equipment category',
    },
    certificate_resource: {
      type: 'string',
      enum: CATEGORY_DEFINITIONS.map((d) => d.certificateResource),
      description: 'Certificate resource of a category',
    },
  },
};
