import { DeviceCategory } from '../../core/domain.js';
import { DEVICE_CATEGORY_TABLE, type IdentifyingField } from '../../rules/device-categories.js';
import type { ManagerFlag } from '../organizations/organization.entity.js';
import type { PerformanceField } from './category-fields/performance-field.js';
import { COGENERATION_FIELDS } from './category-fields/cogeneration.js';
import { ELECTRIC_HEAT_PUMP_FIELDS } from './category-fields/electric-heat-pump.js';
import { HYBRID_FIELDS } from './category-fields/hybrid.js';
import { SOLAR_SYSTEM_FIELDS, SOLAR_WATER_HEATER_FIELDS } from './category-fields/solar.js';

export { IDENTIFYING_FIELDS, type IdentifyingField } from '../../rules/device-categories.js';
export type { PerformanceField } from './category-fields/performance-field.js';

export interface CategoryDefinition {
  category: DeviceCategory;
  /** GraphQL object type implementing Device. */
  graphqlType: string;
  /** /api/{apiResource} and /admin|/organization/{apiResource}. */
  apiResource: string;
  /** Public list route, e.g. /cogenerations. */
  publicRoute: string;
  /** /api/{certificateResource}. */
  certificateResource: string;
  managerFlag: ManagerFlag;
  label: string;
  identifyingFields: readonly { key: IdentifyingField; label: string }[];
  /** Where the national calculation method (pyhees / 住宅 Web プログラム) models this category. */
  program: { section: string; title: string };
  /** Category-specific performance values, stored in `devices.performance` (docs/equipment-fields.md). */
  performanceFields: PerformanceField[];
}

/** CSV cells accepted as true / false for boolean fields; exports write the first of each. */
export const BOOLEAN_TRUE_CELLS = ['有', 'あり', '1', 'TRUE', 'true'] as const;
export const BOOLEAN_FALSE_CELLS = ['無', 'なし', '0', 'FALSE', 'false'] as const;

/** What each category feeds into the national calculation method: its section and performance values. */
const PROGRAM_INPUTS: Record<DeviceCategory, Pick<CategoryDefinition, 'program' | 'performanceFields'>> = {
  [DeviceCategory.cogeneration_systems]: {
    program: { section: '第八章', title: 'コージェネレーション設備' },
    performanceFields: COGENERATION_FIELDS,
  },
  [DeviceCategory.hybrid_water_heaters]: {
    program: { section: '第七章第一節 付録G', title: '電気ヒートポンプ・ガス瞬間式併用型給湯温水暖房機' },
    performanceFields: HYBRID_FIELDS,
  },
  [DeviceCategory.electric_heat_pumps]: {
    program: { section: '第七章第一節 付録E', title: '電気ヒートポンプ給湯機' },
    performanceFields: ELECTRIC_HEAT_PUMP_FIELDS,
  },
  [DeviceCategory.solar_systems]: {
    program: { section: '第九章第二節', title: '太陽熱利用給湯設備(液体集熱式 ソーラーシステム)' },
    performanceFields: SOLAR_SYSTEM_FIELDS,
  },
  [DeviceCategory.solar_water_heaters]: {
    program: { section: '第九章第二節', title: '太陽熱利用給湯設備(太陽熱温水器)' },
    performanceFields: SOLAR_WATER_HEATER_FIELDS,
  },
};

/**
 * The one declarative table of the five device categories (ARCHITECTURE §5): the shared identity
 * table (server/rules/device-categories.ts, also the web's) joined with the program inputs. Import,
 * export, GraphQL types and screens read it.
 */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = DEVICE_CATEGORY_TABLE.map((entry) => ({
  ...entry,
  category: DeviceCategory[entry.category],
  ...PROGRAM_INPUTS[entry.category],
}));

export const categoryDefinition = (category: DeviceCategory): CategoryDefinition =>
  CATEGORY_DEFINITIONS.find((d) => d.category === category)!;

/** Columns of the upload CSV (and of exports), in order. `kind` says where the value lives. */
export type CsvColumn =
  | {
      kind: 'common';
      key: 'brandName' | 'releaseDate' | 'publishDate' | 'certificateNumber' | 'certificateFileName';
      header: string;
      required: boolean;
    }
  | { kind: 'identifying'; key: IdentifyingField; header: string; required: boolean }
  | { kind: 'performance'; key: string; header: string; required: boolean; field: PerformanceField };

export const COMMON_CSV_HEADERS = {
  brandName: 'ブランド名',
  releaseDate: '発売予定年月日',
  publishDate: '公開日',
  certificateNumber: '証明書番号',
  certificateFileName: '証明書ファイル名',
} as const;

/**
 * The upload CSV columns of a category: ブランド名, 発売予定年月日, 公開日 (may be empty), 証明書番号,
 * the identifying fields (all required), the performance fields, 証明書ファイル名 (the PDF inside the zip).
 */
export function csvColumns(definition: CategoryDefinition): CsvColumn[] {
  return [
    { kind: 'common', key: 'brandName', header: COMMON_CSV_HEADERS.brandName, required: true },
    { kind: 'common', key: 'releaseDate', header: COMMON_CSV_HEADERS.releaseDate, required: true },
    { kind: 'common', key: 'publishDate', header: COMMON_CSV_HEADERS.publishDate, required: false },
    { kind: 'common', key: 'certificateNumber', header: COMMON_CSV_HEADERS.certificateNumber, required: true },
    ...definition.identifyingFields.map((f) => ({
      kind: 'identifying' as const,
      key: f.key,
      header: f.label,
      required: true,
    })),
    ...definition.performanceFields.map((f) => ({
      kind: 'performance' as const,
      key: f.key,
      header: f.csvHeader,
      required: f.required,
      field: f,
    })),
    { kind: 'common', key: 'certificateFileName', header: COMMON_CSV_HEADERS.certificateFileName, required: true },
  ];
}

/** A performance value as written to a CSV cell ('' for none; booleans as 有/無). */
export function formatPerformanceCell(field: PerformanceField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.type === 'boolean') return value === true ? BOOLEAN_TRUE_CELLS[0] : BOOLEAN_FALSE_CELLS[0];
  return String(value);
}
