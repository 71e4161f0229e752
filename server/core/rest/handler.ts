import type { NextFunction, Request, Response } from 'express';
import type { RequestContext } from '../context.js';
import { requireAdmin, requireViewer } from '../access.js';
import { NotFound } from '../errors.js';
import { camelizeKeys } from './case.js';
import { isJsonObject } from '../validation.js';
import type { Page } from '../paging.js';

export type Access = 'public' | 'user' | 'admin';

/** What a route answers: its JSON body, or undefined for 204 (see `route`). */
export type RouteHandler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown;

/** The JSON body with snake_case keys turned into the services' camelCase. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body = camelizeKeys(req.body);
  return isJsonObject(body) ? body : {};
}

/** A page of rows as the legacy API answers it: `{[key]: rows, total, page}`. */
export function pageJson<T>(key: string, page: Page<T>, json: (row: T) => unknown) {
  return { [key]: page.items.map(json), total: page.total, page: page.page };
}

export function contextOf(res: Response): RequestContext {
  return res.locals.ctx as RequestContext;
}

/**
 * Wraps a REST handler: checks access at the entry point (services check again), sends the
 * result as JSON (204 when undefined) and passes errors to the one error handler.
 */
export function route(access: Access, handler: RouteHandler) {
  // `access` rides on the function so ApiRoutes (api-routes.ts) records it for the OpenAPI document.
  return Object.assign(
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const ctx = contextOf(res);
        if (access === 'user') requireViewer(ctx);
        if (access === 'admin') requireAdmin(ctx);
        const body = await handler(ctx, req, res);
        if (res.headersSent) return;
        if (body === undefined) res.status(204).end();
        else res.json(body);
      } catch (error) {
        next(error);
      }
    },
    { access },
  );
}

/** Route parameter as a positive integer id, or null (then the route answers 404). */
export function idParam(req: Request, name = 'id'): number | null {
  const raw = req.params[name];
  return typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** Route parameter as a positive integer id; anything else is a 404 with the resource's own message. */
export function requireId(req: Request, notFoundMessage: string, name = 'id'): number {
  const id = idParam(req, name);
  if (id === null) throw NotFound(notFoundMessage);
  return id;
}

/** What a row route answers, given the `:id` as a number (see `rowRoutes`). */
export type RowHandler = (ctx: RequestContext, id: number, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * The `route()` of one resource's row routes (`/links/:id`, `/links/:id/approved/enabled`): the
 * handler gets the `:id` as a number; anything but a positive integer is a 404 with the resource's
 * message (after the access check, as in `route`).
 */
export function rowRoutes(notFoundMessage: string) {
  return (access: Access, handler: RowHandler) =>
    route(access, (ctx, req, res) => handler(ctx, requireId(req, notFoundMessage), req, res));
}
