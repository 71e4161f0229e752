/** The link categories module's front door: the reference-link category tree (not device categories). */
import { CategoriesService } from './categories.service.js';
import { Category } from './category.entity.js';

export const linkCategoriesEntities = [Category];
export { Category };
export { CategoriesResolver } from './categories.resolver.js';
export { CategoriesService } from './categories.service.js';
export { ensureReferenceCategories } from './reference-tree.js';
export type { CategoryLevel1, LinkCategory } from './category-graphql.dto.js';

export function createLinkCategoriesServices() {
  return { categories: new CategoriesService() };
}
