export type PerformanceFieldType = 'number' | 'integer' | 'string' | 'enum' | 'boolean' | 'date';

/** One performance value of a category: its import/export column, type, validation and program input. */
export interface PerformanceField {
  /** camelCase key in `devices.performance`, GraphQL field name, REST (snake_cased) key. */
  key: string;
  /** Japanese label on screens. */
  label: string;
  /** Japanese CSV header (upload CSV, organization CSV, public CSV). */
  csvHeader: string;
  type: PerformanceFieldType;
  unit?: string;
  required: boolean;
  /** Inclusive bounds for number/integer. */
  min?: number;
  max?: number;
  /** Allowed values for enum (the literal CSV cell text). */
  options?: readonly string[];
  /** For string: maximum length. */
  maxLength?: number;
  /** The input of the national calculation method this value feeds (section + variable name). */
  program: { section: string; variable: string };
}

/** A required (unless told) number with bounds; its CSV header is the label with the unit. */
export const num = (
  key: string,
  label: string,
  unit: string | undefined,
  min: number,
  max: number,
  program: PerformanceField['program'],
  required = true,
  csvHeader?: string,
): PerformanceField => ({
  key,
  label,
  csvHeader: csvHeader ?? (unit ? `${label}(${unit})` : label),
  type: 'number',
  unit,
  required,
  min,
  max,
  program,
});

/** One of `options` (the literal CSV cell texts); its CSV header is the label. */
export const choice = (
  key: string,
  label: string,
  options: readonly string[],
  program: PerformanceField['program'],
  required = true,
): PerformanceField => ({ key, label, csvHeader: label, type: 'enum', required, options, program });
