import { type RequestHandler } from 'express';
import { contextOf, route } from '../../core/rest/handler.js';
import { publicCache } from '../../core/http/public-cache.js';
import { CATEGORY_DEFINITIONS, deviceApiRoutes } from '../device-registry/index.js';
import { SEARCH_API } from './device-search.openapi.js';
import { publicDeviceJson, queryOf, type PublicDeviceRouteServices } from '../public-devices/index.js';
import type { RequestContext } from '../../core/context.js';
import type { DeviceSearchService } from './device-search.service.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';

export interface DeviceSearchRouteServices extends PublicDeviceRouteServices {
  deviceSearch: DeviceSearchService;
}

/**
 * GET /api/search?q=&category=&include_expired=&page= (also first/after): the product search
 * (docs/api.md "Search"), public, cached on the data version of every category, within the public
 * /api rate limit.
 */
export function deviceSearchRoutes(limit: RequestHandler, services: DeviceSearchRouteServices): ApiRoutes {
  const api = deviceApiRoutes();
  // The latest change of any public list is a function of the data version of every category (it
  // moves with each public change and with the Japan date): read once per version, not five
  // statements per search.
  let lastUpdateOf: { version: string; value: Promise<string | null> } | null = null;
  const lastUpdate = async (ctx: RequestContext): Promise<string | null> => {
    const version = await services.publicVersion.ofAll(ctx.statements);
    if (lastUpdateOf?.version !== version) {
      const value = Promise.all(
        CATEGORY_DEFINITIONS.map((d) => services.publicDevices.lastUpdate(ctx, d.category)),
      ).then((dates) => dates.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null));
      // A failed read is not kept.
      value.catch(() => {
        if (lastUpdateOf?.value === value) lastUpdateOf = null;
      });
      lastUpdateOf = { version, value };
    }
    return lastUpdateOf.value;
  };
  const cache = publicCache(
    async (_req, res) => services.publicVersion.ofAll(contextOf(res).statements),
    services.publicAnswers,
  );
  api.get(
    '/search',
    SEARCH_API.search,
    cache,
    limit,
    route('public', async (ctx, req) => {
      const result = await services.deviceSearch.search(ctx, queryOf(req));
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
        read_as: result.readAs,
        category_counts: result.categoryCounts,
        last_update: await lastUpdate(ctx),
      };
    }),
  );
  return api;
}
