import { type RequestHandler } from 'express';
import { route } from '../../core/rest/handler.js';
import { perCategoryRoutes } from '../device-registry/index.js';
import { CHANGES_API } from './device-changes.openapi.js';
import { publicDeviceJson, queryOf } from '../public-devices/index.js';
import type { DeviceChangesService } from './device-changes.service.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';

/** GET /api/{cat}/changes: the change feed in the legacy snake_case shape (before /{cat}/{id}). */
export function deviceChangesRoutes(limit: RequestHandler, deviceChangesService: DeviceChangesService): ApiRoutes {
  return perCategoryRoutes(({ api, category, base }) =>
    api.get(
      `${base}/changes`,
      CHANGES_API.changes,
      limit,
      route('public', async (ctx, req) => {
        const page = await deviceChangesService.changes(ctx, category, queryOf(req));
        return {
          changes: page.items.map((e) => ({
            id: e.id,
            changed_at: e.changedAt,
            removed: !e.device,
            removed_reason: e.removedReason,
            device: e.device ? publicDeviceJson(e.device) : null,
          })),
          end_cursor: page.endCursor,
          has_next_page: page.hasNextPage,
          server_time: page.serverTime,
        };
      }),
    ),
  );
}
