/** The links module's front door: reference links, their approval and the public link pages' data. */
import { Link } from './link.entity.js';

export const linksEntities = [Link];
export { Link };
export { LinksResolver } from './links.resolver.js';
export { linksRoutes } from './links.routes.js';
export { LinksService } from './links.service.js';
export { PublicLinksService } from './public-links.service.js';
export { linksOpenApi } from './links.openapi.js';
