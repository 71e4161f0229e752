/** The brand names module's front door (master data). */
import { BrandNamesService } from './brand-names.service.js';
import { BrandName } from './brand-name.entity.js';

export const brandNamesEntities = [BrandName];
export { BrandName };
export { BrandNamesResolver } from './brand-names.resolver.js';
export { brandNamesRoutes } from './brand-names.routes.js';
export { brandNamesOpenApi } from './brand-names.openapi.js';

export function createBrandNamesServices() {
  return { brandNames: new BrandNamesService() };
}
