import { snakeKey } from '../case.js';
import type { DocumentedRoute } from '../api-routes.js';
import type { OpenApiPart, RouteDescription } from './route-description.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';
import { ref } from './schema-parts.js';

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** A gate's 503: the message, and when to ask again. */
const busyResponse = (description: string) => ({
  description,
  headers: { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer' } } },
  content: jsonContent(ref('Message')),
});

/** The 503 response of each gate (RouteDescription.gate). */
const GATE_RESPONSES = { exports: 'ExportsBusy', searches: 'SearchesBusy' } as const;

const COMPONENTS = {
  schemas: {
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
    ExportsBusy: busyResponse(
      'This process is running as many exports of this kind (public, or signed-in) as it takes, with its line full (EXPORT_CONCURRENCY, EXPORT_QUEUE)',
    ),
    SearchesBusy: busyResponse(
      'This process is running as many product searches as it takes (half of DATABASE_POOL_MAX) with its line full, or the search waited 5 s in line, or this client has SEARCHES_PER_CLIENT searches in them and 16 more waiting behind',
    ),
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

const ID_PARAMETER: JsonSchema = { type: 'integer', minimum: 1 };

/** The status of a success as its description says: `201 …`, `Empty (204)`, else 200. */
export function successStatus(response: string): number {
  if (/^Empty \(204\)$/.test(response)) return 204;
  const leading = /^(\d{3}) /.exec(response);
  return leading ? Number(leading[1]) : 200;
}

function operation(route: DocumentedRoute, pathParameters: Record<string, JsonSchema>) {
  const d = route.description;
  const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const parameters: unknown[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameters[name] ?? { type: 'string' },
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
  if (d.gate) responses[503] = { $ref: `#/components/responses/${GATE_RESPONSES[d.gate]}` };
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
 * One operation per method and path. A path registered twice (GET /{category}: the public list, and
 * the signed-in one behind it) is one operation, with the description it was first registered with:
 * the open door counts for its access.
 */
function operationsOf(routes: DocumentedRoute[]): DocumentedRoute[] {
  const found = new Map<string, DocumentedRoute>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const first = found.get(key);
    if (!first) found.set(key, route);
    else if (route.access === 'public') found.set(key, { ...first, access: 'public' });
  }
  return [...found.values()];
}

/**
 * The OpenAPI 3.1 document of /api: the routes with their access and descriptions as they were
 * registered (ApiRoutes), the inputs from the validators the services use, the modules' answer
 * schemas and path parameters from their OpenAPI parts.
 */
export function buildOpenApiDocument(routes: DocumentedRoute[], parts: OpenApiPart[], serverUrl = '/api') {
  const pathParameters: Record<string, JsonSchema> = { id: ID_PARAMETER };
  const schemas: Record<string, JsonSchema> = {};
  for (const part of parts) {
    Object.assign(pathParameters, part.pathParameters);
    Object.assign(schemas, part.schemas);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of operationsOf(routes)) (paths[route.path] ??= {})[route.method] = operation(route, pathParameters);
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
    components: { ...COMPONENTS, schemas: { ...schemas, ...COMPONENTS.schemas } },
  };
}
