import type { CategoryDefinition, PerformanceField } from './categories.js';
import type { PerformanceValue } from './device.dto.js';

/** A plausible valid value of a performance field (seed data, CSV template sample row, tests). */
export function sampleValue(field: PerformanceField, index = 0): PerformanceValue {
  switch (field.type) {
    case 'boolean': return index % 2 === 0;
    case 'enum': return field.options![index % field.options!.length]!;
    case 'date': return '2025-04-01';
    case 'string': return `S${index + 1}`;
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1000;
      return Math.min(max, Math.max(min, Math.round(min + (max - min) * 0.1) + index * 10));
    }
    default: {
      const min = field.min ?? 0;
      const max = field.max ?? min + 100;
      const value = min + (max - min) * (0.3 + (index % 5) * 0.05);
      return Math.round(value * 1000) / 1000;
    }
  }
}

/** Sample performance values for a device of the category (all fields, optional ones included). */
export function samplePerformance(definition: CategoryDefinition, index = 0): Record<string, PerformanceValue> {
  return Object.fromEntries(definition.performanceFields.map((f) => [f.key, sampleValue(f, index)]));
}
