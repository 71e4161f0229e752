import type { AnySchema } from 'yup';
import type { JsonSchema } from './json-schema.js';

/**
 * What the OpenAPI document says about a route besides its method, path and access: its purpose,
 * the validator of its query or body (the same yup schema the service validates with) and its
 * answer. Given where the route is registered (ApiRoutes, core/rest/api-routes.ts); each module
 * keeps its routes' descriptions beside them in `<x>.openapi.ts`.
 */
export interface RouteDescription {
  summary: string;
  description?: string;
  tag: string;
  query?: AnySchema;
  body?: AnySchema;
  /** multipart/form-data upload (zip) with these fields besides `zip`. */
  multipart?: AnySchema;
  /**
   * The success answer (JSON unless `produces` says otherwise). Its status is 200 unless the text
   * starts with another (`201 …`) or is `Empty (204)`.
   */
  response: string;
  /** The JSON Schema of the success answer: every JSON answer has one (openapi.test.ts checks real answers). */
  schema?: JsonSchema;
  /** Answers 401 when signed out, though the route is public (GET /login). */
  signedOutIs401?: boolean;
  produces?:
    | 'text/csv'
    | 'application/pdf'
    | 'application/zip'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** Counted by a per-client limit: 429 with Retry-After beyond it. */
  limited?: boolean;
  /**
   * The gate the route passes, which answers 503 with Retry-After while its slots and line are
   * taken: the export gate of the whole-list downloads, or the product search's.
   */
  gate?: 'exports' | 'searches';
}

/** The document's sections: every operation is under one. */
export const OPENAPI_TAGS = {
  auth: 'Sign-in',
  devices: 'Equipment (public)',
  manage: 'Equipment (signed in)',
  links: 'Reference links',
  admin: 'Administration',
  org: 'Organizations and users',
  meta: 'API',
} as const;

/** A module's contribution to the document besides its routes: named answer schemas and path parameters. */
export interface OpenApiPart {
  /** `components.schemas` entries, referenced from answers as `#/components/schemas/<name>`. */
  schemas?: Record<string, JsonSchema>;
  /** The schema of a path parameter by name (`{category}`); `{id}` is a positive integer everywhere. */
  pathParameters?: Record<string, JsonSchema>;
}
