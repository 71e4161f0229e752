import type { Router } from 'express';
import { snakeKey } from '../case.js';
import { CATEGORY_DEFINITIONS } from '../../../modules/devices/categories.js';
import { ROUTE_DESCRIPTIONS, type RouteDescription } from './descriptions.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';
import { routerRoutes, type RouterRoute } from './router-routes.js';
import { PUBLIC_DEVICE_SCHEMAS } from './public-device-schemas.js';
import { PUBLIC_LINK_SCHEMAS } from './public-link-schemas.js';
import { ACCOUNT_SCHEMAS } from './account-schemas.js';
import { REGISTRY_DEVICE_SCHEMAS } from './registry-device-schemas.js';
import { ref } from './schema-parts.js';

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

const COMPONENTS = {
  schemas: {
    ...PUBLIC_DEVICE_SCHEMAS,
    ...PUBLIC_LINK_SCHEMAS,
    ...ACCOUNT_SCHEMAS,
    ...REGISTRY_DEVICE_SCHEMAS,
    Message: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string', description: 'Japanese, for people' } },
    },
    ValidationError: {
      type: 'object',
      required: ['message', 'errors'],
      properties: {
        message: { type: 'string', description: 'The first field message' },
        errors: {
          type: 'object',
          description: 'Field (snake_case, nested with dots) → Japanese messages',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
  responses: {
    ValidationFailed: { description: 'Bad input: nothing was written', content: jsonContent(ref('ValidationError')) },
    Unauthenticated: { description: 'Not signed in', content: jsonContent(ref('Message')) },
    Forbidden: {
      description: 'Signed in but not allowed (role, organization, manager flag), or the XSRF pair is missing',
      content: jsonContent(ref('Message')),
    },
    NotFound: { description: 'No such object, or not visible to you', content: jsonContent(ref('Message')) },
    RateLimited: {
      description: 'Too many requests from this client',
      headers: { 'Retry-After': { description: 'Seconds until the window frees', schema: { type: 'integer' } } },
      content: jsonContent(ref('Message')),
    },
    ExportsBusy: {
      description:
        'This process is running as many exports of this kind (public, or signed-in) as it takes, with its line full (EXPORT_CONCURRENCY, EXPORT_QUEUE)',
      headers: { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer' } } },
      content: jsonContent(ref('Message')),
    },
  },
  securitySchemes: {
    session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Set by POST /api/login' },
    xsrf: {
      type: 'apiKey',
      in: 'header',
      name: 'X-XSRF-TOKEN',
      description:
        'The XSRF-TOKEN cookie echoed back; every non-GET request needs it. Every answer that is not a cacheable public read sets the cookie when the client has none (GET /login, as the first call, included); so does GET /xsrf_token',
    },
  },
};

const PATH_PARAMETERS: Record<string, JsonSchema> = {
  category: { type: 'string', enum: CATEGORY_DEFINITIONS.map((d) => d.apiResource), description: 'Equipment category' },
  certificate_resource: {
    type: 'string',
    enum: CATEGORY_DEFINITIONS.map((d) => d.certificateResource),
    description: 'Certificate resource of a category',
  },
  id: { type: 'integer', minimum: 1 },
  code: { type: 'string', description: 'Link category code, e.g. H-04-01' },
};

/** The status of a success as its description says: `201 …`, `Empty (204)`, else 200. */
export function successStatus(response: string): number {
  if (/^Empty \(204\)$/.test(response)) return 204;
  const leading = /^(\d{3}) /.exec(response);
  return leading ? Number(leading[1]) : 200;
}

function operation(route: RouterRoute, d: RouteDescription) {
  const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const parameters: unknown[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: PATH_PARAMETERS[name] ?? { type: 'string' },
  }));
  if (d.query) {
    const query = toJsonSchema(d.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name: snakeKey(name), in: 'query', required: required.has(name), schema });
    }
  }
  const status = successStatus(d.response);
  const responses: Record<string, unknown> = {
    [status]:
      status === 204
        ? { description: d.response }
        : {
            description: d.response,
            content: d.produces
              ? { [d.produces]: { schema: { type: 'string', format: 'binary' } } }
              : jsonContent(d.schema ?? { type: 'object' }),
          },
  };
  if (d.query || d.body || d.multipart) responses[422] = { $ref: '#/components/responses/ValidationFailed' };
  if (route.access !== 'public' || d.signedOutIs401)
    responses[401] = { $ref: '#/components/responses/Unauthenticated' };
  if (route.access === 'admin' || route.access === 'user' || route.method !== 'get')
    responses[403] = { $ref: '#/components/responses/Forbidden' };
  if (pathParams.includes('id') || pathParams.includes('code'))
    responses[404] = { $ref: '#/components/responses/NotFound' };
  if (d.limited) responses[429] = { $ref: '#/components/responses/RateLimited' };
  if (d.gated) responses[503] = { $ref: '#/components/responses/ExportsBusy' };
  const security = [
    ...(route.access === 'public' ? [{}] : []),
    route.method === 'get' ? { session: [] } : { session: [], xsrf: [] },
  ];
  return {
    operationId: `${route.method}${route.path
      .replace(/[{}]/g, '')
      .split(/[/_.]/)
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .join('')}`,
    tags: [d.tag],
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(d.body ? { requestBody: { required: true, content: jsonContent(toJsonSchema(d.body)) } } : {}),
    ...(d.multipart
      ? {
          requestBody: { required: true, content: { 'multipart/form-data': { schema: multipartSchema(d.multipart) } } },
        }
      : {}),
    responses,
    security,
  };
}

/** GET /api/xsrf_token lives beside the router (it runs before the XSRF check of /api). */
const XSRF_TOKEN_OPERATION = {
  operationId: 'getXsrfToken',
  tags: ['Sign-in'],
  summary: 'Set the XSRF-TOKEN cookie before a write (send its value back in X-XSRF-TOKEN)',
  responses: { 204: { description: 'Empty; the cookie is in Set-Cookie (never cached)' } },
  security: [{}],
};

function multipartSchema(fields: RouteDescription['multipart']): JsonSchema {
  const schema = toJsonSchema(fields!);
  return {
    ...schema,
    properties: {
      zip: { type: 'string', format: 'binary', description: 'The upload zip' },
      ...(schema.properties as object),
    },
    required: ['zip', ...((schema.required as string[]) ?? [])],
  };
}

/**
 * The OpenAPI 3.1 document of /api: the routes and their access read from the router itself, the
 * inputs from the validators the services use, the words from descriptions.ts. A route without a
 * description is left out here and fails the test (openapi.test.ts).
 */
export function buildOpenApiDocument(router: Router, serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routerRoutes(router)) {
    const description = ROUTE_DESCRIPTIONS[`${route.method.toUpperCase()} ${route.path}`];
    if (!description) continue;
    (paths[route.path] ??= {})[route.method] = operation(route, description);
  }
  paths['/xsrf_token'] = { get: XSRF_TOKEN_OPERATION };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Energy-saving equipment registry — /api',
      version: '1',
      description:
        'The legacy JSON API (snake_case). Third parties: docs/api.md; GraphQL at /graphql (open it in a browser for the explorer). Messages for people are Japanese.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: COMPONENTS,
  };
}
