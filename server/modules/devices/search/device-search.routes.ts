import { Router, type RequestHandler } from 'express';
import { contextOf, route } from '../../../core/rest/handler.js';
import { publicCache } from '../../../core/http/public-cache.js';
import { CATEGORY_DEFINITIONS } from '../categories.js';
import { publicDeviceJson } from '../public/public-device-rest.dto.js';
import { queryOf, type PublicDeviceRouteServices } from '../public/public-devices.routes.js';
import type { DeviceSearchService } from './device-search.service.js';

export interface DeviceSearchRouteServices extends PublicDeviceRouteServices {
  deviceSearch: DeviceSearchService;
}

/**
 * GET /api/search?q=&category=&include_expired=&page= (also first/after): the product search
 * (docs/api.md "Search"), public, cached on the data version of every category, within the public
 * /api rate limit.
 */
export function deviceSearchRoutes(limit: RequestHandler, services: DeviceSearchRouteServices): Router {
  const router = Router();
  const cache = publicCache(
    async (_req, res) => services.publicVersion.ofAll(contextOf(res).statements),
    services.publicAnswers,
  );
  router.get(
    '/search',
    cache,
    limit,
    route('public', async (ctx, req) => {
      const result = await services.deviceSearch.search(ctx, queryOf(req));
      const lastUpdates = await Promise.all(
        CATEGORY_DEFINITIONS.map((d) => services.publicDevices.lastUpdate(ctx, d.category)),
      );
      const lastUpdate = lastUpdates.reduce<string | null>(
        (a, b) => (b !== null && (a === null || b > a) ? b : a),
        null,
      );
      return {
        data: result.items.map((hit) => ({
          category: hit.category,
          matched_field: hit.matchedField,
          matched_label: hit.matchedLabel,
          match_kind: hit.matchKind,
          ...publicDeviceJson(hit.device),
        })),
        total: result.total,
        page: result.page,
        page_size: result.pageSize,
        end_cursor: result.endCursor,
        has_next_page: result.hasNextPage,
        query: result.query,
        category_counts: result.categoryCounts,
        last_update: lastUpdate,
      };
    }),
  );
  return router;
}
