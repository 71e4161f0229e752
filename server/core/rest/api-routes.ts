import { Router, type RequestHandler } from 'express';
import { route, type Access, type RouteHandler } from './handler.js';
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

  /** With an access and a handler: the route answers as `route(access, handler)` does (core/rest/handler.ts). */
  get(path: string, description: RouteDescription, access: Access, handler: RouteHandler): this;
  get(path: string, description: RouteDescription, ...handlers: RequestHandler[]): this;
  get(path: string, description: RouteDescription, ...handlers: RouteArguments): this {
    return this.add('get', path, description, handlers);
  }

  post(path: string, description: RouteDescription, access: Access, handler: RouteHandler): this;
  post(path: string, description: RouteDescription, ...handlers: RequestHandler[]): this;
  post(path: string, description: RouteDescription, ...handlers: RouteArguments): this {
    return this.add('post', path, description, handlers);
  }

  put(path: string, description: RouteDescription, access: Access, handler: RouteHandler): this;
  put(path: string, description: RouteDescription, ...handlers: RequestHandler[]): this;
  put(path: string, description: RouteDescription, ...handlers: RouteArguments): this {
    return this.add('put', path, description, handlers);
  }

  delete(path: string, description: RouteDescription, access: Access, handler: RouteHandler): this;
  delete(path: string, description: RouteDescription, ...handlers: RequestHandler[]): this;
  delete(path: string, description: RouteDescription, ...handlers: RouteArguments): this {
    return this.add('delete', path, description, handlers);
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

  private add(method: RouteMethod, path: string, description: RouteDescription, args: RouteArguments): this {
    const handlers = handlersOf(args);
    this.router[method](path, ...handlers);
    const access = handlers.map((h) => (h as { access?: Access }).access).find((a) => a !== undefined);
    this.entries.push({ method, path: this.toOpenApiPath(path), access, description });
    return this;
  }
}
