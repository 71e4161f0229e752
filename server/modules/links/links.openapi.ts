import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { rowCrudApi, type RowCrudApi } from '../../core/rest/openapi/row-crud-api.js';
import {
  categoryFilterSchema,
  linkFilterSchema,
  linkSchema,
  openingCategoriesSchema,
  openingSchema,
  publicLinkFilterSchema,
} from './link.inputs.js';
import {
  CATEGORY_ORGANIZATIONS_ANSWER,
  LINK_ANSWER,
  LINK_CATEGORIES_ANSWER,
  LINK_LEVELS_ANSWER,
  LINK_SCHEMAS,
  OPENING_CATEGORIES_ANSWER,
  OPENING_LINKS_ANSWER,
  PUBLIC_LINKS_ANSWER,
} from './link-schemas.js';

export const linksOpenApi: OpenApiPart = {
  schemas: LINK_SCHEMAS,
  pathParameters: { code: { type: 'string', description: 'Link category code, e.g. H-04-01' } },
};

/** The OpenAPI descriptions of the reference-link routes (links.routes.ts). */
export const LINKS_API = {
  list: {
    tag: OPENAPI_TAGS.links,
    summary: "Public links (or, signed in, the administrators' / an organization's list)",
    description:
      '`new=1` lists recently approved links (newLinksSchema); `for_evaluator=1` with number and password the evaluator links (evaluatorSchema, limited). `organization_id` narrows the list to one organization for visitors and administrators alike (an organization user always gets its own).',
    query: publicLinkFilterSchema,
    response: '`{links, total, page, category}`',
    schema: PUBLIC_LINKS_ANSWER,
    limited: true,
  },
  categories: {
    tag: OPENAPI_TAGS.links,
    summary: 'Link categories with organization counts',
    query: categoryFilterSchema,
    response: '`{categories, total}`',
    schema: LINK_CATEGORIES_ANSWER,
  },
  levels: {
    tag: OPENAPI_TAGS.links,
    summary: 'The category tree of an edition',
    query: categoryFilterSchema,
    response: '`{levels}`',
    schema: LINK_LEVELS_ANSWER,
  },
  categoryOrganizations: {
    tag: OPENAPI_TAGS.links,
    summary: 'Organizations with links in one category',
    response: '`{category, organizations}`',
    schema: CATEGORY_ORGANIZATIONS_ANSWER,
  },
  openingCategories: {
    tag: OPENAPI_TAGS.links,
    summary: 'House openings: materials, glasses and defaults',
    query: openingCategoriesSchema,
    response: '`{materials, glasses, default_material_code, default_glass_code}`',
    schema: OPENING_CATEGORIES_ANSWER,
  },
  windows: {
    tag: OPENAPI_TAGS.links,
    summary: "Makers' links for a window sash and glass",
    query: openingSchema,
    response: '`{links, total, material, glass, material_organizations, glass_organizations}`',
    schema: OPENING_LINKS_ANSWER,
  },
  doors: {
    tag: OPENAPI_TAGS.links,
    summary: "Makers' links for a door and glass",
    query: openingSchema,
    response: 'As /links/windows',
    schema: OPENING_LINKS_ANSWER,
  },
  glasses: {
    tag: OPENAPI_TAGS.links,
    summary: "Makers' links for a glass",
    query: openingSchema,
    response: 'As /links/windows with `material: null`',
    schema: OPENING_LINKS_ANSWER,
  },
  pdf: {
    tag: OPENAPI_TAGS.links,
    summary: "The link list as PDF: the administrators' (filtered), or an organization's own links",
    query: linkFilterSchema,
    response: 'PDF file',
    produces: 'application/pdf',
    gate: 'exports',
  },
  ...rowCrudApi({
    tag: OPENAPI_TAGS.links,
    noun: 'link',
    body: linkSchema,
    byIdSummary: 'One link (own or, for administrators, any)',
  }),
  approve: {
    tag: OPENAPI_TAGS.links,
    summary: 'Approve a link',
    response: '`{link}`',
    schema: LINK_ANSWER,
  },
  disapprove: {
    tag: OPENAPI_TAGS.links,
    summary: "Withdraw a link's approval",
    response: '`{link}`',
    schema: LINK_ANSWER,
  },
} satisfies Record<string, RouteDescription | RowCrudApi['keys']>;
