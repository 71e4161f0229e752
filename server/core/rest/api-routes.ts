import { Router, type RequestHandler } from 'express';
import { route, rowRoutes, type Access, type RouteHandler, type RowHandler } from './handler.js';
import type { RouteDescription } from './openapi/route-description.js';

export type RouteMethod = 'get' | 'post' | 'put' | 'delete';

/** A route as the OpenAPI document lists it: registered with its description (ApiRoutes). */
export interface DocumentedRoute {
  method: RouteMethod;
  /** OpenAPI form: `/brand_names/{id}` for express `/brand_names/:id`. */
  path: string;
  /** The access of its `route()` handler (core/rest/handler.ts); undefined when it has none. */
  access: Access | undefined;
  description: RouteDescription;
}

/** `/brand_names/:id` → `/brand_names/{id}`. */
export const openApiPathOf = (expressPath: string): string => expressPath.replace(/:([A-Za-z_]\w*)/g, '{$1}');

type RouteArguments = [Access, RouteHandler] | RequestHandler[];

/**
 * Registers a route of one method with its description. Given an access and a handler, the route
 * answers as `route(access, handler)` does (core/rest/handler.ts); otherwise by its express handlers.
 */
interface AddRoute {
  (path: string, description: RouteDescription, access: Access, handler: RouteHandler): ApiRoutes;
  (path: string, description: RouteDescription, ...handlers: RequestHandler[]): ApiRoutes;
}

/** Registers a row route (`/links/:id/...`) of one method with its description (ApiRoutes.rows). */
type AddRowRoute = (path: string, description: RouteDescription, access: Access, handler: RowHandler) => ApiRoutes;

/** `[access, handler]` → `[route(access, handler)]`; express handlers as they are. */
function handlersOf(args: RouteArguments): RequestHandler[] {
  if (typeof args[0] === 'string') return [route(args[0], args[1] as RouteHandler)];
  return args as RequestHandler[];
}

/**
 * An express Router whose routes are registered with their OpenAPI description: each `get`/`post`/…
 * adds the route to the router and records method, path, access and description, so the document
 * (openapi/document.ts) lists exactly the routes there are, without reading Express's internals.
 * `mount` adds another's router and records in order. Middleware that is not a route goes on
 * `router` directly.
 */
export class ApiRoutes {
  readonly router = Router();
  private readonly entries: (DocumentedRoute | ApiRoutes)[] = [];

  /** `toOpenApiPath` turns a registered path into the document's (a module may name its own segments). */
  constructor(private readonly toOpenApiPath: (expressPath: string) => string = openApiPathOf) {}

  readonly get = this.adder('get');
  readonly post = this.adder('post');
  readonly put = this.adder('put');
  readonly delete = this.adder('delete');

  /**
   * The row routes of one resource: their handlers get the `:id` as a number; anything but a
   * positive integer is a 404 with the resource's `notFound` message (rowRoutes, core/rest/handler.ts).
   */
  rows(notFound: string): Record<RouteMethod, AddRowRoute> {
    const row = rowRoutes(notFound);
    const adder =
      (method: RouteMethod): AddRowRoute =>
      (path, description, access, handler) =>
        this.add(method, path, description, [row(access, handler)]);
    return { get: adder('get'), post: adder('post'), put: adder('put'), delete: adder('delete') };
  }

  mount(routes: ApiRoutes): this {
    this.router.use(routes.router);
    this.entries.push(routes);
    return this;
  }

  /** Every route registered here and in what was mounted, in registration order. */
  get routes(): DocumentedRoute[] {
    return this.entries.flatMap((entry) => (entry instanceof ApiRoutes ? entry.routes : [entry]));
  }

  private adder(method: RouteMethod): AddRoute {
    return (path: string, description: RouteDescription, ...args: RouteArguments) =>
      this.add(method, path, description, args);
  }

  private add(method: RouteMethod, path: string, description: RouteDescription, args: RouteArguments): this {
    const handlers = handlersOf(args);
    this.router[method](path, ...handlers);
    const access = handlers.map((h) => (h as { access?: Access }).access).find((a) => a !== undefined);
    this.entries.push({ method, path: this.toOpenApiPath(path), access, description });
    return this;
  }
}
