import { OPENAPI_TAGS, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { date, objectOf, orNull, ref } from '../../core/rest/openapi/schema-parts.js';
import { CATEGORY_DEFINITIONS } from '../device-registry/index.js';
import { PAGE_CURSOR } from '../public-devices/index.js';
import { searchInputSchema } from './device-search.inputs.js';

/** GET /search: a page of the product search. */
export const SEARCH_ANSWER = objectOf({
  data: { type: 'array', items: ref('SearchHit'), description: 'Exact, prefix, part, then fuzzy name matches' },
  total: { type: 'integer', description: 'Hits in the chosen category, or in all' },
  page: { type: 'integer' },
  page_size: { type: 'integer' },
  end_cursor: PAGE_CURSOR,
  has_next_page: { type: 'boolean' },
  query: { type: 'string', description: 'The query as searched (trimmed) — 検索語' },
  read_as: orNull({
    type: 'string',
    description:
      'When the query as typed found nothing: the model number it was read as and searched for instead (its kana typed back as the keys of an IME in kana mode: るｘーあ２０１５ → RUX-A2015) — 読み替えた検索語',
  }),
  category_counts: {
    type: 'array',
    description: 'Hits per category whatever `category` says, every category with hits, in table order',
    items: objectOf({
      category: { type: 'string', enum: CATEGORY_DEFINITIONS.map((d) => d.category) },
      label: { type: 'string', description: 'e.g. 電気ヒートポンプ給湯機' },
      count: { type: 'integer' },
    }),
  },
  last_update: orNull(date('Date the public lists last changed, the latest of the five — 最終更新日')),
});

/** The OpenAPI description of the product search. */
export const SEARCH_API = {
  search: {
    tag: OPENAPI_TAGS.devices,
    summary: 'Product search (製品検索) over the five categories, 25 a page',
    description:
      'A model or certificate number in any form (full-width, with or without hyphens, spaces, brackets or other punctuation, lower case) or a brand or maker name (katakana or hiragana, romaji typed with the IME off (`daikin`), with or without 株式会社, a dash for ー, one typo, or the start of it with one) over the public devices: exact, prefix and part matches of a number, then name matches, then devices that every word of a query of several matches (`ダイキン EQ46`). A query that finds nothing as typed and has hiragana beside letters or digits (a model number typed with the IME in kana mode) is searched as the keys that type its kana (`read_as`). `q` is 2 to 100 characters (422 otherwise). `category_counts` counts every category whatever `category` says. Public, cached like the lists (ETag over every category); 503 with Retry-After while the process runs as many searches as it takes, its line full (one client holds at most SEARCHES_PER_CLIENT of those places; its further searches wait behind them).',
    query: searchInputSchema,
    response:
      '`{data: [{category, matched_field, matched_label, match_kind, ...device}], total, page, page_size, end_cursor, has_next_page, query, read_as, category_counts, last_update}`',
    schema: SEARCH_ANSWER,
    limited: true,
    gate: 'searches',
  },
} satisfies Record<string, RouteDescription>;
