import type { DeviceCategory } from '../../core/domain.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from './categories.js';
import { deviceApiRoutes } from './openapi/registry-openapi-part.js';

/** Where one category's routes go: the routes, the category and its base path `/{apiResource}`. */
export interface CategoryRoutesPlace {
  api: ApiRoutes;
  definition: CategoryDefinition;
  category: DeviceCategory;
  base: string;
}

/** The device routes of a module: `addCategoryRoutes` once for every category of the table, in its order. */
export function perCategoryRoutes(addCategoryRoutes: (place: CategoryRoutesPlace) => void): ApiRoutes {
  const api = deviceApiRoutes();
  for (const definition of CATEGORY_DEFINITIONS) {
    addCategoryRoutes({ api, definition, category: definition.category, base: `/${definition.apiResource}` });
  }
  return api;
}
