import type { Request } from 'express';
import type { RequestContext } from '../context.js';
import type { ListPdf } from '../pdf/list-pdf.js';
import type { ApiRoutes } from '../rest/api-routes.js';
import { bodyOf, route, rowRoutes } from '../rest/handler.js';
import { sendListPdf } from '../rest/pdf.js';
import type { MasterDataApi } from './master-data.openapi.js';
import type { MasterDataService } from './master-data.service.js';

/** A master-data table as its /api routes see it. */
export interface MasterDataRoutesSpec<T extends { id: number }> {
  /** The collection's path, e.g. '/brand_names'. */
  path: string;
  api: MasterDataApi;
  service: MasterDataService<T>;
  /** One row as the legacy API answers it (snake_case). */
  json: (row: T) => unknown;
  /** The PDF of the list: title and columns, and the rows to draw (the list's, unpaged). */
  pdf: (ctx: RequestContext, req: Request) => Promise<ListPdf<T>> | ListPdf<T>;
}

/**
 * Registers a master-data table's export and row routes on `api`, after its list route:
 * `GET {path}/download/pdf`, `GET {path}/:id` (`{many: [row]}`), `POST {path}` (201 `{one}`),
 * `PUT {path}/:id` (`{one}`), `DELETE {path}/:id` (204). Administrators only.
 */
export function addMasterDataRoutes<T extends { id: number }>(api: ApiRoutes, spec: MasterDataRoutesSpec<T>): void {
  const { path, service, json } = spec;
  const { many, one } = spec.api.keys;
  const row = rowRoutes(service.table.notFound);
  api.get(
    `${path}/download/pdf`,
    spec.api.pdf,
    route('admin', async (ctx, req, res) => {
      await sendListPdf(res, await spec.pdf(ctx, req));
    }),
  );
  api.get(
    `${path}/:id`,
    spec.api.byId,
    row('admin', async (ctx, id) => ({ [many]: [json(await service.get(ctx, id))] })),
  );
  api.post(
    path,
    spec.api.create,
    route('admin', async (ctx, req, res) => {
      const created = await service.create(ctx, bodyOf(req));
      res.status(201);
      return { [one]: json(created) };
    }),
  );
  api.put(
    `${path}/:id`,
    spec.api.update,
    row('admin', async (ctx, id, req) => ({ [one]: json(await service.update(ctx, id, bodyOf(req))) })),
  );
  api.delete(
    `${path}/:id`,
    spec.api.delete,
    row('admin', async (ctx, id) => {
      await service.delete(ctx, id);
    }),
  );
}
