/** The site module's front door: sitemaps, robots and what the SPA's public pages need from the server. */
import type { LinkCategoriesService } from '../link-categories/index.js';
import { SiteMapService } from './site-map.service.js';
export { siteRoutes } from './site.routes.js';
export { sitePages } from './site-pages.js';
export type { RenderedPages } from './ssr/rendered-pages.js';

export function createSiteServices(deps: { categories: LinkCategoriesService }) {
  return { siteMap: new SiteMapService(deps.categories) };
}
