import type { JsonSchema } from './json-schema.js';

/** Small builders of the answer schemas (public-device-schemas.ts, public-link-schemas.ts). */

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const date = (description: string): JsonSchema => ({ type: 'string', format: 'date', description });
export const dateTime = (description: string): JsonSchema => ({ type: 'string', format: 'date-time', description });

/** An object whose every property is always present. */
export function objectOf(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
  };
}

/** `objectOf(properties)` that may also carry `page`, when `note` says (a list that is paged only sometimes). */
export function withOptionalPage(properties: Record<string, JsonSchema>, note: string): JsonSchema {
  const schema = objectOf(properties);
  return { ...schema, properties: { ...properties, page: { type: 'integer', description: note } } };
}
