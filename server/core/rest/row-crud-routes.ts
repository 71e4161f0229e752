import type { RequestContext } from '../context.js';
import type { ApiRoutes } from './api-routes.js';
import { bodyOf, type Access } from './handler.js';
import type { RowCrudApi } from './openapi/row-crud-api.js';

/** What the row routes ask of a resource's service (each call checks the viewer's rights again). */
export interface RowCrudService<T> {
  get(ctx: RequestContext, id: number): Promise<T>;
  create(ctx: RequestContext, rawInput: unknown): Promise<T>;
  update(ctx: RequestContext, id: number, rawInput: unknown): Promise<T>;
  delete(ctx: RequestContext, id: number): Promise<void>;
}

/** A resource as its row routes see it. */
export interface RowCrudRoutesSpec<T> {
  /** The collection's path, e.g. '/links'. */
  path: string;
  api: RowCrudApi;
  /** Who may call them (the service decides which rows). */
  access: Access;
  /** The 404 message of a missing row (also of an `:id` that is not one). */
  notFound: string;
  service: RowCrudService<T>;
  /** One row as the legacy API answers it (snake_case). */
  json: (row: T, ctx: RequestContext) => unknown;
}

/**
 * Registers a resource's row routes on `api`: `POST {path}` (201 `{one}`), `GET {path}/:id`
 * (`{many: [row]}`), `PUT {path}/:id` (`{one}`) and `DELETE {path}/:id` (204). Routes of the
 * collection whose path could be taken for an `:id` (`/users/unlock`) go before.
 */
export function addRowCrudRoutes<T>(api: ApiRoutes, spec: RowCrudRoutesSpec<T>): void {
  const { path, access, service, json } = spec;
  const { many, one } = spec.api.keys;
  const idRoutes = api.rows(spec.notFound);
  api.post(path, spec.api.create, access, async (ctx, req, res) => {
    const created = await service.create(ctx, bodyOf(req));
    res.status(201);
    return { [one]: json(created, ctx) };
  });
  idRoutes.get(`${path}/:id`, spec.api.byId, access, async (ctx, id) => ({
    [many]: [json(await service.get(ctx, id), ctx)],
  }));
  idRoutes.put(`${path}/:id`, spec.api.update, access, async (ctx, id, req) => ({
    [one]: json(await service.update(ctx, id, bodyOf(req)), ctx),
  }));
  idRoutes.delete(`${path}/:id`, spec.api.delete, access, async (ctx, id) => {
    await service.delete(ctx, id);
  });
}
