import type { MikroORM } from '@mikro-orm/postgresql';
import type { PageMeta } from '../../core/http/spa-documents.js';
import { EDITION_NAMES } from '../../rules/editions.js';
import { categoryPath } from '../../rules/link-labels.js';
import { titleFor } from '../../rules/page-titles.js';
import { Category } from '../link-categories/category.entity.js';
import { CATEGORY_MAKERS_PAGE, categoryMakersPath } from './category-makers-paths.js';
import { NOT_FOUND_META } from './spa-pages.js';

/**
 * The documents of the pages listing one category's makers (/house/links/organizations/H-01-01):
 * the category's name (the page's heading) and its place in the tree. The categories are reference
 * data that only a release changes (ensureReferenceCategories; no screen edits them), so they are
 * read once per process, on the first such page; a failed read is tried again on the next. A code
 * no category of the page's edition has is the page's not-found (404).
 */
export function categoryPageMeta(orm: MikroORM): (path: string) => Promise<PageMeta | null> {
  let pages: Promise<Map<string, PageMeta>> | null = null;
  const load = async () => {
    const categories = await orm.em.fork().find(Category, {}, { disableIdentityMap: true });
    return new Map(
      categories.map((category) => [
        categoryMakersPath(category.type, category.code),
        {
          title: titleFor(category.name),
          description: `${EDITION_NAMES[category.type]}：${categoryPath(category)}の製品情報を掲載している事業者と参考リンクです。`,
        },
      ]),
    );
  };
  return async (path) => {
    if (!CATEGORY_MAKERS_PAGE.test(path)) return null;
    pages ??= load().catch((error: unknown) => {
      pages = null;
      throw error;
    });
    return (await pages).get(path) ?? NOT_FOUND_META;
  };
}
