import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Clock } from '../../../core/clock.js';
import type { Config } from '../../../config.js';
import { camelizeKeys } from '../../../core/rest/case.js';
import { contextOf, requireId, route } from '../../../core/rest/handler.js';
import { rateLimit } from '../../../core/rate-limit/rate-limit.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from '../categories.js';
import { publicDeviceJson, publicStatusChangeJson } from './public-device-rest.dto.js';
import { PUBLIC_DEVICE_NOT_FOUND } from './public-devices.service.js';
import type { PublicDevicesService } from './public-devices.service.js';

const truthy = (value: unknown) => typeof value === 'string' && /^(1|true)$/i.test(value);

/**
 * GET /api/{cat} and /api/{cat}/{id} are shared with the organization and administrator screens
 * (SPEC §7: the public pages send `public`). A request is public when it says so or when nobody is
 * signed in; otherwise it falls through to the signed-in routes registered after this router.
 */
const whenPublic = (req: Request, res: Response, next: NextFunction) => {
  if (truthy(req.query.public) || !contextOf(res).viewer) next();
  else next('route');
};

export const queryOf = (req: Request) => {
  const { public: _public, ...rest } = req.query as Record<string, unknown>;
  return camelizeKeys(rest);
};

/**
 * The limit of the public /api door (lists, details, CSVs, certificates): one per-IP window shared
 * by all of them, the size of GRAPHQL_RATE_LIMIT_PER_MINUTE (docs/api.md).
 */
export function publicApiRateLimit(config: Config, clock: Clock): RequestHandler {
  return rateLimit({
    bucket: 'api',
    limit: config.graphqlRateLimitPerMinute,
    em: (_req, res) => contextOf(res).em,
    now: () => clock.now(),
  });
}

function categoryRoutes(
  router: Router,
  definition: CategoryDefinition,
  limit: RequestHandler,
  publicDevicesService: PublicDevicesService,
): void {
  const base = `/${definition.apiResource}`;
  const { category } = definition;

  router.get(
    base,
    whenPublic,
    limit,
    route('public', async (ctx, req) => {
      const page = await publicDevicesService.list(ctx, category, queryOf(req));
      return {
        data: page.items.map(publicDeviceJson),
        total: page.total,
        last_update: page.lastUpdate,
        page: page.page,
        page_size: page.pageSize,
      };
    }),
  );

  router.get(
    `${base}/brand_names`,
    limit,
    route('public', async (ctx) => {
      return { brand_names: await publicDevicesService.brandNames(ctx, category) };
    }),
  );

  router.get(
    `${base}/:id`,
    whenPublic,
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

/** The public side of /api/{category} (lists, details, brand names), rate limited per client. */
export function publicDevicesRoutes(limit: RequestHandler, publicDevicesService: PublicDevicesService): Router {
  const router = Router();
  for (const definition of CATEGORY_DEFINITIONS) categoryRoutes(router, definition, limit, publicDevicesService);
  return router;
}
