import type { Router } from 'express';
import type { Access } from '../handler.js';
import { CATEGORY_DEFINITIONS } from '../../../modules/devices/categories.js';

/** A route as the /api router has it, with the category segment made a parameter. */
export interface RouterRoute {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** OpenAPI form: `/{category}/{id}` for express `/electric_heat_pumps/:id`. */
  path: string;
  access: Access | undefined;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: { access?: Access } }[] };
  handle: { stack?: Layer[] };
}

const categories = new Set(CATEGORY_DEFINITIONS.map((d) => d.apiResource));
const certificates = new Set(CATEGORY_DEFINITIONS.map((d) => d.certificateResource));

/** `/electric_heat_pumps/:id` → `/{category}/{id}`; the five categories share one description. */
export function openApiPath(expressPath: string): string {
  return expressPath
    .split('/')
    .map((segment, index) => {
      if (index === 1 && categories.has(segment)) return '{category}';
      if (index === 1 && certificates.has(segment)) return '{certificate_resource}';
      return segment.startsWith(':') ? `{${segment.slice(1)}}` : segment;
    })
    .join('/');
}

/**
 * Every route the router answers, read from the router itself (nested routers included), so the
 * document cannot list a route that does not exist or miss one that does.
 */
export function routerRoutes(router: Router): RouterRoute[] {
  const found = new Map<string, RouterRoute>();
  const walk = (layers: Layer[]) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        const access = layer.route.stack.map((s) => s.handle.access).find((a) => a !== undefined);
        for (const method of Object.keys(layer.route.methods) as RouterRoute['method'][]) {
          for (const p of paths) {
            const key = `${method} ${openApiPath(p)}`;
            // One path can be served twice (GET /{category}: the public list, else the signed-in one): the open door counts.
            const previous = found.get(key)?.access;
            found.set(key, { method, path: openApiPath(p), access: previous === 'public' ? previous : access });
          }
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return [...found.values()];
}
