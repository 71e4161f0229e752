import { type Request } from 'express';
import type { RequestContext } from '../../core/context.js';
import { camelizeKeys } from '../../core/rest/case.js';
import { addRowCrudRoutes } from '../../core/rest/row-crud-routes.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import type { CategoryLevel1, CountedLinkCategory } from '../link-categories/index.js';
import { OPENING_KINDS } from '../../rules/openings.js';
import { EDITION_NAMES } from '../../rules/editions.js';
import { approvalLabel } from '../../rules/link-labels.js';
import type { Link } from './link.entity.js';
import { categoryJson, linkJson } from './link-rest.dto.js';
import { LINK_NOT_FOUND } from './links.service.js';
import type { OrganizationLinks } from './link-graphql.dto.js';
import type { PublicLinksService } from './public-links.service.js';
import type { LinksService } from './links.service.js';
import type { LinkCategoriesService } from '../link-categories/index.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { LINKS_API } from './links.openapi.js';

/** Query strings come as null-prototype objects; copy them so camelizeKeys converts them. */
const queryOf = (req: Request) => camelizeKeys({ ...req.query }) as Record<string, unknown>;
const truthy = (value: unknown) => value === '1' || value === 'true' || value === 'on';

function linkCategoryJson(c: CountedLinkCategory) {
  return {
    id: c.id,
    code: c.code,
    type: c.type,
    category_name: c.name,
    name: c.name,
    level1: c.level1,
    level2: c.level2,
    level3: c.level3,
    sort_order: c.sortOrder,
    organization_count: c.organizationCount,
  };
}

function levelsJson(levels: CategoryLevel1[]) {
  return levels.map((l1) => ({
    level1: l1.name,
    level2s: l1.level2s.map((l2) => ({
      level2: l2.name,
      categories: l2.categories.map(categoryJson),
      level3s: l2.level3s.map((l3) => ({ level3: l3.name, categories: l3.categories.map(categoryJson) })),
    })),
  }));
}

function organizationsJson(ctx: RequestContext, groups: OrganizationLinks[]) {
  return groups.map((g) => ({
    organization_id: g.organizationId,
    organization_name: g.organizationName,
    links: g.links.map((l) => linkJson(ctx, l)),
  }));
}

export function linksRoutes(
  publicLinksService: PublicLinksService,
  linksService: LinksService,
  categoriesService: LinkCategoriesService,
): ApiRoutes {
  const api = new ApiRoutes();
  const idRoutes = api.rows(LINK_NOT_FOUND);

  /**
   * GET /links answers by what is asked and who asks: for_evaluator (+ number, password, optional
   * category_code, repeatable) the evaluator links; `new` the recently approved links; a signed-in administrator every link and an
   * organization user its own (list filters of SPEC §3); a visitor the approved public links.
   */
  api.get('/links', LINKS_API.list, 'public', async (ctx, req) => {
    const query = queryOf(req);
    if (truthy(query.forEvaluator)) {
      const categoryCodes = query.categoryCode === undefined ? undefined : [query.categoryCode].flat();
      const links = await publicLinksService.evaluatorLinks(ctx, { ...query, categoryCodes });
      return { links: links.map((l) => linkJson(ctx, l)), total: links.length, category: null };
    }
    if (truthy(query.new)) {
      const links = await publicLinksService.newLinks(ctx, query);
      return { links: links.map((l) => linkJson(ctx, l)), total: links.length, category: null };
    }
    const page = ctx.viewer ? await linksService.list(ctx, query) : await publicLinksService.list(ctx, query);
    return {
      links: page.items.map((l) => linkJson(ctx, l)),
      total: page.total,
      page: page.page,
      category: page.category ? categoryJson(page.category) : null,
    };
  });

  api.get('/links/categories', LINKS_API.categories, 'public', async (ctx, req) => {
    const list = await categoriesService.listWithCounts(ctx, queryOf(req));
    return { categories: list.items.map(linkCategoryJson), total: list.total };
  });

  api.get('/links/categories/levels', LINKS_API.levels, 'public', async (ctx, req) => {
    return { levels: levelsJson(await categoriesService.levels(ctx, queryOf(req))) };
  });

  api.get('/links/categories/:code/organizations', LINKS_API.categoryOrganizations, 'public', async (ctx, req) => {
    const result = await publicLinksService.categoryOrganizations(ctx, req.params.code);
    return { category: categoryJson(result.category), organizations: organizationsJson(ctx, result.organizations) };
  });

  /** `kind` (windows | doors) keeps the materials of that page; without it every 建具. */
  api.get('/links/house/opening/categories', LINKS_API.openingCategories, 'public', async (ctx, req) => {
    const result = await categoriesService.openingCategories(ctx, queryOf(req));
    return {
      glasses: result.glasses.map(categoryJson),
      materials: result.materials.map(categoryJson),
      default_material_code: result.defaultMaterialCode,
      default_glass_code: result.defaultGlassCode,
    };
  });

  /** links = material links then glass links; the two organization lists keep them apart. */
  for (const kind of OPENING_KINDS) {
    api.get(`/links/${kind}`, LINKS_API[kind], 'public', async (ctx, req) => {
      const result = await publicLinksService.opening(ctx, kind, queryOf(req));
      const links = [...result.materialOrganizations, ...result.glassOrganizations].flatMap((g) => g.links);
      return {
        links: links.map((l) => linkJson(ctx, l)),
        total: result.total,
        material: result.material ? categoryJson(result.material) : null,
        glass: result.glass ? categoryJson(result.glass) : null,
        material_organizations: organizationsJson(ctx, result.materialOrganizations),
        glass_organizations: organizationsJson(ctx, result.glassOrganizations),
      };
    });
  }

  /** The list as PDF (SPEC §2): an administrator's filtered list, or an organization's own links. */
  api.get('/links/download/pdf', LINKS_API.pdf, 'user', async (ctx, req, res) => {
    const rows = await linksService.exportRows(ctx, queryOf(req));
    await sendListPdf<Link>(res, {
      title: 'リンク一覧',
      columns: [
        { label: '版', width: 0.8, value: (l) => EDITION_NAMES[l.type] },
        { label: 'カテゴリー', width: 2.5, value: (l) => `${l.category.code} ${l.category.name}` },
        { label: '事業者', width: 2, value: (l) => l.organization.name },
        { label: 'URL', width: 3, value: (l) => l.url },
        { label: '承認', width: 0.7, value: (l) => approvalLabel(l.approved) },
        { label: '評価者用', width: 0.8, value: (l) => (l.forEvaluator ? '○' : '') },
      ],
      rows,
    });
  });

  addRowCrudRoutes(api, {
    path: '/links',
    api: LINKS_API,
    access: 'user',
    notFound: LINK_NOT_FOUND,
    service: linksService,
    json: (link, ctx) => linkJson(ctx, link),
  });

  idRoutes.put('/links/:id/approved/enabled', LINKS_API.approve, 'admin', async (ctx, id) => ({
    link: linkJson(ctx, await linksService.setApproved(ctx, id, true)),
  }));

  idRoutes.put('/links/:id/approved/disabled', LINKS_API.disapprove, 'admin', async (ctx, id) => ({
    link: linkJson(ctx, await linksService.setApproved(ctx, id, false)),
  }));

  return api;
}
