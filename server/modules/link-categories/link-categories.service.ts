import type { RequestContext } from '../../core/context.js';
import { Edition } from '../../core/domain.js';
import { validateInput } from '../../core/validation.js';
import { categoryFilterSchema, openingCategoriesSchema } from '../links/link.inputs.js';
import { LinkCategory } from './link-category.entity.js';
import type { CategorySeed } from './reference-tree.js';
import type { CategoryLevel1, CountedLinkCategory, OpeningCategories } from './link-category-graphql.dto.js';
import {
  DEFAULT_GLASS,
  DEFAULT_MATERIAL,
  GLASS_LEVEL3,
  MATERIAL_LEVEL3,
  materialFits,
  OPENING_LEVEL2,
} from '../../rules/openings.js';

/** A category as the aggregated statement returns it: the seed's columns, id, and its count. */
interface CategoryRow extends Omit<CategorySeed, 'sortOrder'> {
  id: number;
  sort_order: number;
  organization_count: number;
}

/**
 * One aggregated statement: every category of the filter with the number of distinct approved
 * organizations that have approved, public (non-evaluator) links in it. Uses the
 * (type, approved, for_evaluator, category_id) index on links; no query per category.
 */
const CATEGORY_COUNTS_SQL = `
with counts as (
  select pairs.category_id, count(*)::int as organization_count
    from (select distinct l.category_id, l.organization_id
            from links l
            join organizations o on o.id = l.organization_id and o.status = 'approved'
           where (?::edition is null or l.type = ?::edition) and l.approved and not l.for_evaluator) pairs
   group by pairs.category_id)
select c.id, c.code, c.type, c.name, c.level1, c.level2, c.level3, c.sort_order,
       coalesce(counts.organization_count, 0) as organization_count
  from categories c
  left join counts on counts.category_id = c.id
 where (?::edition is null or c.type = ?::edition)
   and (?::text is null or c.level1 = ?)
   and (?::text is null or c.level2 = ?)
   and (?::text is null or c.level3 = ?)
   and (?::text is null or c.code = ?)
 order by c.sort_order, c.id`;

/** The reference-link category tree (SPEC §3); public data. */
export class LinkCategoriesService {
  async listWithCounts(
    ctx: Pick<RequestContext, 'em'>,
    rawFilter: unknown,
  ): Promise<{ items: CountedLinkCategory[]; total: number }> {
    const f = await validateInput(categoryFilterSchema, rawFilter);
    const pair = (v: string | undefined | null) => [v ?? null, v ?? null];
    const rows = await ctx.em
      .getConnection()
      .execute<CategoryRow[]>(CATEGORY_COUNTS_SQL, [
        ...pair(f.type),
        ...pair(f.type),
        ...pair(f.level1),
        ...pair(f.level2),
        ...pair(f.level3),
        ...pair(f.categoryCode),
      ]);
    const items = rows.map((r) => ({
      id: r.id,
      code: r.code,
      type: r.type,
      name: r.name,
      level1: r.level1,
      level2: r.level2,
      level3: r.level3,
      sortOrder: r.sort_order,
      organizationCount: Number(r.organization_count),
    }));
    return { items, total: items.length };
  }

  async levels(ctx: RequestContext, rawFilter: unknown): Promise<CategoryLevel1[]> {
    const f = await validateInput(categoryFilterSchema, rawFilter);
    const categories = await ctx.em.find(LinkCategory, f.type ? { type: f.type } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
    return buildLevels(categories);
  }

  async findByCode(ctx: RequestContext, code: string): Promise<LinkCategory | null> {
    return ctx.em.findOne(LinkCategory, { code });
  }

  /**
   * The selects of an opening page: the materials that fit the page (windows: sashes, doors: doors,
   * no kind: every 建具) and the glasses. Defaults: SPEC §9's material and glass; the door page starts
   * on its first door and no glass (doors are chosen by their construction; glass is an option).
   */
  async openingCategories(ctx: RequestContext, rawFilter: unknown = {}): Promise<OpeningCategories> {
    const { kind } = await validateInput(openingCategoriesSchema, rawFilter);
    const categories = await ctx.em.find(
      LinkCategory,
      { type: Edition.house, level2: OPENING_LEVEL2, level3: { $in: [MATERIAL_LEVEL3, GLASS_LEVEL3] } },
      { orderBy: { sortOrder: 'asc', id: 'asc' } },
    );
    const materials =
      kind === 'glasses' ? [] : categories.filter((c) => c.level3 === MATERIAL_LEVEL3 && materialFits(kind, c.name));
    const glasses = categories.filter((c) => c.level3 === GLASS_LEVEL3);
    return {
      materials,
      glasses,
      defaultMaterialCode: (materials.find((c) => c.name === DEFAULT_MATERIAL) ?? materials[0])?.code ?? '',
      defaultGlassCode:
        kind === 'doors' ? '' : ((glasses.find((c) => c.name === DEFAULT_GLASS) ?? glasses[0])?.code ?? ''),
    };
  }
}

/** level1 → level2 → level3 in the categories' sort order; categories with no level3 hang off level2. */
export function buildLevels(categories: LinkCategory[]): CategoryLevel1[] {
  const level1s: CategoryLevel1[] = [];
  for (const category of categories) {
    let l1 = level1s.find((l) => l.name === category.level1);
    if (!l1) level1s.push((l1 = { name: category.level1, level2s: [] }));
    let l2 = l1.level2s.find((l) => l.name === category.level2);
    if (!l2) l1.level2s.push((l2 = { name: category.level2, level3s: [], categories: [] }));
    if (!category.level3) {
      l2.categories.push(category);
      continue;
    }
    let l3 = l2.level3s.find((l) => l.name === category.level3);
    if (!l3) l2.level3s.push((l3 = { name: category.level3, categories: [] }));
    l3.categories.push(category);
  }
  return level1s;
}
