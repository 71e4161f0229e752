import type { LazyPage } from '../../core/http/spa-documents.js';
import { DEVICE_CATEGORY_TABLE } from '../../rules/device-categories.js';
import { CATEGORY_MAKERS_PAGE } from './category-makers-paths.js';
import { publicDevicePaths } from './public-device-paths.js';

const ROUTES = 'src/app/routes';

/**
 * The public pages a visitor may open first (search results, links from other sites) whose code the
 * SPA loads lazily, with the route module each path imports (web/src/app/routes.tsx and the route
 * files it spreads). Their document preloads that code (spa-documents.ts). A renamed module only
 * loses its preloads; `spa-documents.test.ts` and the e2e first-load test catch that.
 */
export const LAZY_PUBLIC_PAGES: readonly LazyPage[] = [
  ...DEVICE_CATEGORY_TABLE.map(({ publicRoute }) => publicDevicePaths(publicRoute)).flatMap(({ list, detail }) => [
    {
      path: list,
      module: `${ROUTES}/public-devices/list.tsx`,
      wideScreenModule: 'src/features/public-devices/components/filter-form.tsx',
    },
    { path: detail, module: `${ROUTES}/public-devices/detail.tsx` },
  ]),
  { path: /^\/(house|building)\/links\/?$/, module: `${ROUTES}/links/category-list.tsx` },
  {
    path: CATEGORY_MAKERS_PAGE,
    module: `${ROUTES}/links/category-organizations.tsx`,
  },
  { path: /^\/house\/links\/opening\/(window|door)\/?$/, module: `${ROUTES}/links/house-opening.tsx` },
  { path: /^\/building\/links\/opening\/?$/, module: `${ROUTES}/links/building-opening.tsx` },
  { path: /^\/organization\/guide\/?$/, module: `${ROUTES}/registration/guide.tsx` },
  // Shared and bookmarked results of a search by number.
  { path: /^\/search\/?$/, module: `${ROUTES}/public/search.tsx` },
  // Not in the sitemap, but where makers and the association start: bookmarks and mails' links.
  { path: /^\/login\/(house|building)\/?$/, module: `${ROUTES}/auth/login.tsx` },
  { path: /^\/password\/reset\/[^/]+\/[^/]+\/?$/, module: `${ROUTES}/password/reset.tsx` },
];
