import type { JsonSchema } from '../../../core/rest/openapi/json-schema.js';
import { orNull, ref } from '../../../core/rest/openapi/schema-parts.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition, type PerformanceField } from '../categories.js';
import { fieldDescription } from '../field-english-names.js';

/** A performance value's JSON Schema: typed, bounded and described as the upload validates it. */
export function performanceValue(field: PerformanceField): JsonSchema {
  const bounds = {
    ...(field.min !== undefined ? { minimum: field.min } : {}),
    ...(field.max !== undefined ? { maximum: field.max } : {}),
  };
  const byType: Record<PerformanceField['type'], JsonSchema> = {
    number: { type: 'number', ...bounds },
    integer: { type: 'integer', ...bounds },
    string: { type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) },
    enum: { type: 'string', enum: [...(field.options ?? [])] },
    boolean: { type: 'boolean' },
    date: { type: 'string', format: 'date' },
  };
  const schema = { ...byType[field.type], description: fieldDescription(field.key, field.label, field.unit) };
  return field.required ? schema : orNull(schema);
}

/** One of a schema per category, told apart by `category`. */
export function oneSchemaPerCategory(nameOf: (definition: CategoryDefinition) => string): JsonSchema {
  return {
    oneOf: CATEGORY_DEFINITIONS.map((d) => ref(nameOf(d))),
    discriminator: {
      propertyName: 'category',
      mapping: Object.fromEntries(CATEGORY_DEFINITIONS.map((d) => [d.category, `#/components/schemas/${nameOf(d)}`])),
    },
  };
}
