/** How the schema describes a category-table field's key, label and unit, wherever one is listed. */
export const FIELD_DESCRIPTIONS = {
  key: "The field's key (camelCase; snake_case on /api)",
  label: 'The Japanese label the screens and CSV headers show',
  unit: 'Unit of a performance value (e.g. %, kW), if any',
} as const;
