/** The link categories module's front door: the reference-link category tree (not device categories). */
import { LinkCategoriesService } from './link-categories.service.js';
import { LinkCategory } from './link-category.entity.js';

export const linkCategoriesEntities = [LinkCategory];
export { LinkCategory };
export { LinkCategoriesResolver } from './link-categories.resolver.js';
export { LinkCategoriesService } from './link-categories.service.js';
export { ensureReferenceCategories } from './reference-tree.js';
export type { CategoryLevel1, CountedLinkCategory } from './link-category-graphql.dto.js';

export function createLinkCategoriesServices() {
  return { categories: new LinkCategoriesService() };
}
