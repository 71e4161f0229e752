import type { AnySchema } from 'yup';
import { snakeKey } from '../case.js';

export type JsonSchema = Record<string, unknown>;

interface Described {
  type: string;
  fields?: Record<string, Described>;
  innerType?: Described;
  tests: { name?: string; params?: Record<string, unknown> }[];
  oneOf: unknown[];
  optional: boolean;
  nullable: boolean;
  default?: unknown;
}

/**
 * A yup schema the server validates with, as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses):
 * types, required fields, lengths, bounds, integer, allowed values and defaults. Field names are
 * snake_cased as /api takes them. Rules written as custom tests (dates, control characters) are
 * reached through their messages in the 422 answer, not here.
 */
export function toJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe() as unknown as Described);
}

function convert(d: Described): JsonSchema {
  const out: JsonSchema = {};
  const param = (name: string, key: string) => d.tests.find((t) => t.name === name)?.params?.[key];
  switch (d.type) {
    case 'object': {
      const fields = Object.entries(d.fields ?? {});
      out.type = 'object';
      out.properties = Object.fromEntries(fields.map(([key, field]) => [snakeKey(key), convert(field)]));
      const required = fields.filter(([, field]) => !field.optional).map(([key]) => snakeKey(key));
      if (required.length > 0) out.required = required;
      break;
    }
    case 'array':
      out.type = 'array';
      if (d.innerType) out.items = convert(d.innerType);
      if (param('max', 'max') !== undefined) out.maxItems = param('max', 'max');
      break;
    case 'string':
      out.type = 'string';
      if (param('max', 'max') !== undefined) out.maxLength = param('max', 'max');
      if (param('min', 'min') !== undefined) out.minLength = param('min', 'min');
      if (d.tests.some((t) => t.name === 'email')) out.format = 'email';
      if (d.tests.some((t) => t.name === 'url')) out.format = 'uri';
      break;
    case 'number':
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (param('min', 'min') !== undefined) out.minimum = param('min', 'min');
      if (param('max', 'max') !== undefined) out.maximum = param('max', 'max');
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'date':
      out.type = 'string';
      out.format = 'date-time';
      break;
    default:
      break;
  }
  const values = d.oneOf.filter((v) => v !== undefined && v !== null);
  if (values.length > 0) out.enum = values;
  if (d.default !== undefined && typeof d.default !== 'function' && d.type !== 'object') out.default = d.default;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}
