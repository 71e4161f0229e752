/** The links module's front door: reference links, their approval and the public link pages' data. */
import type { Clock } from '../../core/clock.js';
import type { ClientBudget } from '../../core/rate-limit/client-budget.js';
import { LinksService } from './links.service.js';
import { PublicLinksService } from './public-links.service.js';
import { Link } from './link.entity.js';

export const linksEntities = [Link];
export { Link };
export { LinksResolver } from './links.resolver.js';
export { linksRoutes } from './links.routes.js';
export { linksOpenApi } from './links.openapi.js';

export function createLinksServices(deps: { clock: Clock; passwordChecks: ClientBudget }) {
  return { links: new LinksService(), publicLinks: new PublicLinksService(deps.clock, deps.passwordChecks) };
}
