import type { EntityManager } from '@mikro-orm/postgresql';
import type { Edition } from '../core/domain.js';
import { LinkCategory } from '../modules/link-categories/link-category.entity.js';
import { REFERENCE_CATEGORIES } from '../modules/link-categories/reference-tree.js';

export { DEFAULT_GLASS, DEFAULT_MATERIAL } from '../rules/openings.js';

/**
 * Creates the reference tree (server/modules/link-categories/reference-tree.ts, which every start
 * loads) in an empty table (tests); returns the categories by code.
 */
export function seedCategories(em: EntityManager): Map<string, LinkCategory> {
  const byCode = new Map<string, LinkCategory>();
  for (const seed of REFERENCE_CATEGORIES) byCode.set(seed.code, em.create(LinkCategory, seed));
  return byCode;
}

/** The categories the start loaded, by code (the demo links hang on them). */
export async function loadCategories(em: EntityManager): Promise<Map<string, LinkCategory>> {
  const categories = await em.find(LinkCategory, { code: { $in: REFERENCE_CATEGORIES.map((seed) => seed.code) } });
  return new Map(categories.map((category) => [category.code, category]));
}

export function categoryByName(byCode: Map<string, LinkCategory>, type: Edition, name: string): LinkCategory {
  const found = [...byCode.values()].find((c) => c.type === type && c.name === name);
  if (!found) throw new Error(`seed: no ${type} category named ${name}`);
  return found;
}
