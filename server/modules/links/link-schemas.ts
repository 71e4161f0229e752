import { Edition } from '../../core/domain.js';
import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { dateTime, objectOf, orNull, ref, withOptionalPage } from '../../core/rest/openapi/schema-parts.js';

/**
 * The JSON Schemas of what the reference-link routes answer (linkJson,
 * categoryJson and the envelopes links.routes.ts puts around them), for tools that
 * mirror the makers' links. Every key is always present; a test checks real answers against them,
 * key for key.
 */

const edition: JsonSchema = {
  type: 'string',
  enum: Object.values(Edition),
  description: 'house = 住宅版, building = 非住宅版',
};

const categoryProperties: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  code: { type: 'string', description: 'Category code, e.g. H-04-01 — カテゴリーコード' },
  type: edition,
  category_name: { type: 'string', description: 'Category name — カテゴリー名' },
  name: { type: 'string', description: 'The same as category_name' },
  level1: { type: 'string', description: 'First level of the category tree — 大分類' },
  level2: { type: 'string', description: 'Second level — 中分類' },
  level3: orNull({ type: 'string', description: 'Third level, where the tree has one — 小分類' }),
  sort_order: { type: 'integer', description: 'Order within the edition' },
};

export const LINK_SCHEMAS: Record<string, JsonSchema> = {
  LinkCategory: objectOf(categoryProperties, 'Reference-link category — 参考リンクのカテゴリー'),
  LinkCategoryWithCount: objectOf(
    {
      ...categoryProperties,
      organization_count: { type: 'integer', description: 'Organizations with approved public links in it' },
    },
    'A category with how many organizations have public links in it',
  ),
  Link: objectOf(
    {
      id: { type: 'integer' },
      category_code: { type: 'string' },
      category_name: { type: 'string' },
      level1: { type: 'string' },
      level2: { type: 'string' },
      level3: orNull({ type: 'string' }),
      url: { type: 'string', description: "The maker's page — URL" },
      type: edition,
      for_evaluator: { type: 'boolean', description: 'An evaluator link (評価者用リンク)' },
      memo: orNull({
        type: 'string',
        description: "An evaluator link's memo, to the evaluator who proved its number and password; else null",
      }),
      approved: { type: 'boolean', description: 'Always true in public answers' },
      approved_at: orNull(dateTime('When an administrator approved it')),
      organization_id: { type: 'integer' },
      organization_name: { type: 'string', description: 'Maker — 事業者名' },
      created_at: dateTime('When it was created'),
      updated_at: dateTime('Its last change'),
    },
    "A maker's reference link — 参考リンク",
  ),
  OrganizationLinks: objectOf(
    {
      organization_id: { type: 'integer' },
      organization_name: { type: 'string' },
      links: { type: 'array', items: ref('Link') },
    },
    "One organization's links",
  ),
};

const links = { type: 'array', items: ref('Link') };

/** GET /links: a page of public links, the recently approved ones (`new`), or evaluator links. */
export const PUBLIC_LINKS_ANSWER = withOptionalPage(
  {
    links,
    total: { type: 'integer', description: 'Links matching the filters' },
    category: orNull(ref('LinkCategory')),
  },
  'The page answered; absent for `new` and evaluator links (not paged)',
);

/** GET /links/categories. */
export const LINK_CATEGORIES_ANSWER = objectOf({
  categories: { type: 'array', items: ref('LinkCategoryWithCount') },
  total: { type: 'integer' },
});

/** GET /links/categories/levels: the category tree of an edition. */
export const LINK_LEVELS_ANSWER = objectOf({
  levels: {
    type: 'array',
    items: objectOf({
      level1: { type: 'string' },
      level2s: {
        type: 'array',
        items: objectOf({
          level2: { type: 'string' },
          categories: {
            type: 'array',
            items: ref('LinkCategory'),
            description: 'Categories directly under level2 (no level3)',
          },
          level3s: {
            type: 'array',
            items: objectOf({ level3: { type: 'string' }, categories: { type: 'array', items: ref('LinkCategory') } }),
          },
        }),
      },
    }),
  },
});

/** GET /links/categories/{code}/organizations. */
export const CATEGORY_ORGANIZATIONS_ANSWER = objectOf({
  category: ref('LinkCategory'),
  organizations: { type: 'array', items: ref('OrganizationLinks') },
});

/** GET /links/house/opening/categories. */
export const OPENING_CATEGORIES_ANSWER = objectOf({
  materials: { type: 'array', items: ref('LinkCategory'), description: 'Sashes or doors (建具)' },
  glasses: { type: 'array', items: ref('LinkCategory'), description: 'Glasses (ガラス)' },
  default_material_code: { type: 'string', description: 'The material the page starts with' },
  default_glass_code: { type: 'string', description: 'The glass the page starts with' },
});

/** GET /links/windows, /links/doors and /links/glasses. */
export const OPENING_LINKS_ANSWER = objectOf({
  links: { ...links, description: 'material_organizations then glass_organizations, flattened' },
  total: { type: 'integer' },
  material: orNull(ref('LinkCategory')),
  glass: orNull(ref('LinkCategory')),
  material_organizations: { type: 'array', items: ref('OrganizationLinks') },
  glass_organizations: { type: 'array', items: ref('OrganizationLinks') },
});

export const LINK_ANSWER = objectOf({ link: ref('Link') });
