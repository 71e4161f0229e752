import type { JsonSchema } from './json-schema.js';

/** Small builders of the answer schemas (each module's `*.openapi.ts` and its schemas). */

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

export const listOf = (name: string) => ({ type: 'array', items: ref(name) });
/** `{key: [one]}`: the legacy shape of a read by id. */
export const oneInList = (key: string, name: string) =>
  objectOf({ [key]: { ...listOf(name), minItems: 1, maxItems: 1 } });
/** A page of a list: `{key: [...], total, page}`. */
export const pageOf = (key: string, name: string) =>
  objectOf({ [key]: listOf(name), total: { type: 'integer' }, page: { type: 'integer' } });
/** The two time stamps every stored object answers with. */
export const stamps = {
  created_at: dateTime('When it was created'),
  updated_at: dateTime('Its last change'),
};

/** A stored row's answer: its id, its own fields, then the two time stamps. */
export const storedRow = (description: string, fields: Record<string, JsonSchema>): JsonSchema =>
  objectOf({ id: { type: 'integer' }, ...fields, ...stamps }, description);

/** A string that is one of `values` (an enum's). */
export const oneOfStrings = (values: string[], description: string): JsonSchema => ({
  type: 'string',
  enum: values,
  description,
});

export const MESSAGE_ANSWER = ref('Message');
