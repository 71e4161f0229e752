import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import { camelizeKeys } from '../../core/rest/case.js';
import { contextOf, requireId, route } from '../../core/rest/handler.js';
import { rateLimit } from '../../core/rate-limit/rate-limit.js';
import { publicCache } from '../../core/http/public-cache.js';
import type { PublicAnswerCache } from '../../core/http/public-answer-cache.js';
import type { DeviceCategory } from '../../core/domain.js';
import type { PublicDataVersion } from './public-data-version.js';
import { perCategoryRoutes, type CategoryRoutesPlace } from '../device-registry/index.js';
import { PUBLIC_DEVICES_API } from './openapi/public-routes.openapi.js';
import { publicDeviceJson, publicStatusChangeJson } from './public-device-rest.dto.js';
import { PUBLIC_DEVICE_NOT_FOUND } from './public-devices.service.js';
import type { PublicDevicesService } from './public-devices.service.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';

const truthy = (value: unknown) => typeof value === 'string' && /^(1|true)$/i.test(value);

/**
 * GET /api/{cat} and /api/{cat}/{id} are shared with the organization and administrator screens
 * (SPEC §7: the public pages send `public`). A request is public when it says so or when nobody is
 * signed in; otherwise it falls through to the signed-in routes registered after this router.
 */
const whenPublic = (req: Request, res: Response, next: NextFunction) => {
  const saysPublic = truthy(req.query.public);
  // Without `public=1` the same URL answers a signed-in user with their own list: caches must
  // key this answer on the session cookie too.
  if (!saysPublic) res.vary('Cookie');
  if (saysPublic || !contextOf(res).viewer) next();
  else next('route');
};

export const queryOf = (req: Request) => {
  const { public: _public, ...rest } = req.query as Record<string, unknown>;
  return camelizeKeys(rest);
};

/** Cache headers of a public /api answer, keyed on the category's public version. */
export function publicCategoryCache(
  category: DeviceCategory,
  { publicVersion, publicAnswers }: PublicDeviceRouteServices,
): RequestHandler {
  return publicCache(async (_req, res) => publicVersion.of(contextOf(res).statements, category), publicAnswers);
}

/**
 * The limit of the public /api door (lists, details, CSVs, certificates): one per-IP window shared
 * by all of them, the size of GRAPHQL_RATE_LIMIT_PER_MINUTE (docs/api.md).
 */
export function publicApiRateLimit(config: Config, clock: Clock): RequestHandler {
  return rateLimit({
    bucket: 'api',
    limit: config.graphqlRateLimitPerMinute,
    processes: config.processCount,
    now: () => clock.now(),
  });
}

function categoryRoutes(
  { api, category, base }: CategoryRoutesPlace,
  limit: RequestHandler,
  services: PublicDeviceRouteServices,
): void {
  const publicDevicesService = services.publicDevices;
  const cache = publicCategoryCache(category, services);

  api.get(
    base,
    PUBLIC_DEVICES_API.list,
    whenPublic,
    cache,
    limit,
    route('public', async (ctx, req) => {
      const page = await publicDevicesService.list(ctx, category, queryOf(req));
      return {
        data: page.items.map(publicDeviceJson),
        total: page.total,
        last_update: page.lastUpdate,
        page: page.page,
        page_size: page.pageSize,
        // For `first` and `after`: the cursor of the last device, and whether more follow it.
        end_cursor: page.endCursor,
        has_next_page: page.hasNextPage,
      };
    }),
  );

  api.get(
    `${base}/brand_names`,
    PUBLIC_DEVICES_API.brandNames,
    cache,
    limit,
    route('public', async (ctx) => {
      return { brand_names: await publicDevicesService.brandNames(ctx, category) };
    }),
  );

  api.get(
    `${base}/:id`,
    PUBLIC_DEVICES_API.detail,
    whenPublic,
    cache,
    limit,
    route('public', async (ctx, req) => {
      const device = await publicDevicesService.get(
        ctx,
        category,
        requireId(req, PUBLIC_DEVICE_NOT_FOUND),
        queryOf(req),
      );
      const history = await publicDevicesService.history(ctx, device);
      return { data: { ...publicDeviceJson(device), status_changes: history.map(publicStatusChangeJson) } };
    }),
  );
}

export interface PublicDeviceRouteServices {
  publicDevices: PublicDevicesService;
  publicVersion: PublicDataVersion;
  publicAnswers: PublicAnswerCache;
}

/** The public side of /api/{category} (lists, details, brand names), cacheable and rate limited per client. */
export function publicDevicesRoutes(limit: RequestHandler, services: PublicDeviceRouteServices): ApiRoutes {
  return perCategoryRoutes((place) => categoryRoutes(place, limit, services));
}
