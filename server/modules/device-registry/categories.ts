import { DeviceCategory } from '../../core/domain.js';
import { DEVICE_CATEGORY_TABLE, type IdentifyingField } from '../../rules/device-categories.js';
import type { ManagerFlag } from '../organizations/organization.entity.js';

export { IDENTIFYING_FIELDS, type IdentifyingField } from '../../rules/device-categories.js';

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

/** CSV cells accepted as true / false for boolean fields; exports write the first of each. */
export const BOOLEAN_TRUE_CELLS = ['有', 'あり', '1', 'TRUE', 'true'] as const;
export const BOOLEAN_FALSE_CELLS = ['無', 'なし', '0', 'FALSE', 'false'] as const;

const num = (
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

const SEC8 = '第八章 コージェネレーション設備 付録A 表A.1';
/** Coefficients of table A.1 rows 11-32 (pyhees section8_a), optional unless noted. */
const cgCoefficients = (group: string, labelPrefix: string, names: [string, string][], rowStart: number) =>
  names.map(([suffix, name], i) =>
    num(`${group}${suffix}`, `${labelPrefix} ${name}`, undefined, -100, 100, {
      section: `${SEC8} ${rowStart + i}`,
      variable: `${group}.${name}`,
    }),
  );

const COGENERATION_FIELDS: PerformanceField[] = [
  {
    key: 'exhaust',
    label: '温水暖房への排熱利用',
    csvHeader: '温水暖房への排熱利用',
    type: 'boolean',
    required: true,
    program: { section: `${SEC8} 1`, variable: 'exhaust' },
  },
  {
    key: 'exhaustPriority',
    label: '排熱利用方式',
    csvHeader: '排熱利用方式',
    type: 'enum',
    required: false,
    options: ['給湯優先', '温水暖房優先'],
    program: { section: `${SEC8} 2`, variable: 'exhaust_priority' },
  },
  {
    key: 'backupBoilerType',
    label: 'バックアップボイラーの種類',
    csvHeader: 'バックアップボイラーの種類',
    type: 'enum',
    required: true,
    options: ['ガス従来型', 'ガス潜熱回収型'],
    program: { section: `${SEC8} 5`, variable: 'type_BB_HWH' },
  },
  {
    key: 'puType',
    label: '発電ユニットの発電方式',
    csvHeader: '発電ユニットの発電方式',
    type: 'enum',
    required: true,
    options: ['熱主', '電主'],
    program: { section: `${SEC8} 10`, variable: 'PU_type' },
  },
  num('ratedPowerOutput', '定格発電出力', 'W', 1, 100000, { section: `${SEC8} 33`, variable: 'P_rtd_PU' }),
  num('dhwHeatRecoveryRate', '発電ユニットの給湯排熱利用率', undefined, 0, 1, {
    section: `${SEC8} 8`,
    variable: 'r_DHW_gen_PU_d',
  }),
  num(
    'hwhHeatRecoveryRate',
    '発電ユニットの温水暖房排熱利用率',
    undefined,
    0,
    1,
    { section: `${SEC8} 9`, variable: 'r_HWH_gen_PU_d' },
    false,
  ),
  num('tuAuxPowerDhw', 'タンクユニットの補機消費電力(給湯)', 'W', 0, 10000, {
    section: `${SEC8} 34`,
    variable: 'P_TU_aux_DHW',
  }),
  num(
    'tuAuxPowerHwh',
    'タンクユニットの補機消費電力(温水暖房)',
    'W',
    0,
    10000,
    { section: `${SEC8} 35`, variable: 'P_TU_aux_HWH' },
    false,
  ),
  ...cgCoefficients(
    'eGenPuEvt',
    '仮想発電量係数',
    [
      ['APu', 'a_PU'],
      ['ADhw', 'a_DHW'],
      ['AHwh', 'a_HWH'],
      ['B', 'b'],
      ['C', 'c'],
    ],
    11,
  ),
  ...cgCoefficients(
    'eFPuHvt',
    '仮想燃料消費量係数',
    [
      ['ADhw', 'a_DHW'],
      ['AHwh', 'a_HWH'],
    ],
    16,
  ).map((f) => ({ ...f, required: false })),
  ...cgCoefficients(
    'rHGenPuHvt',
    '仮想排熱量上限比係数',
    [
      ['ADhw', 'a_DHW'],
      ['AHwh', 'a_HWH'],
      ['B', 'b'],
    ],
    18,
  ).map((f) => ({ ...f, required: false })),
  ...cgCoefficients(
    'eEPu',
    '日平均発電効率係数',
    [
      ['APu', 'a_PU'],
      ['ADhw', 'a_DHW'],
      ['AHwh', 'a_HWH'],
      ['B', 'b'],
      ['Max', 'e_E_PU_d_max'],
      ['Min', 'e_E_PU_d_min'],
    ],
    21,
  ),
  ...cgCoefficients(
    'eHPu',
    '日平均排熱効率係数',
    [
      ['APu', 'a_PU'],
      ['ADhw', 'a_DHW'],
      ['AHwh', 'a_HWH'],
      ['B', 'b'],
      ['Max', 'e_H_PU_d_max'],
      ['Min', 'e_H_PU_d_min'],
    ],
    27,
  ),
];

const SEC7E = '第七章第一節 付録E 電気ヒートポンプ給湯機';
/** CO2HP test values of appendix E (JIS C 9220 tests); optional: without them the method uses table 3 by e_rtd. */
const hpTest = (key: string, label: string, unit: string | undefined, min: number, max: number, variable: string) =>
  num(key, label, unit, min, max, { section: SEC7E, variable }, false);

const ELECTRIC_HEAT_PUMP_FIELDS: PerformanceField[] = [
  num(
    'annualEfficiency',
    '年間給湯保温効率(JIS)',
    undefined,
    0.1,
    10,
    { section: `${SEC7E} 式(28)`, variable: 'e_APF' },
    true,
    '年間給湯保温効率(JIS)',
  ),
  num('ratedEfficiency', '当該給湯機の効率', undefined, 0.1, 10, { section: SEC7E, variable: 'e_rtd' }, false),
  {
    key: 'tankCapacity',
    label: '貯湯タンク容量',
    csvHeader: '貯湯タンク容量(L)',
    type: 'integer',
    unit: 'L',
    required: true,
    min: 1,
    max: 2000,
    program: { section: `${SEC7E} 表3`, variable: 'tank capacity class' },
  },
  hpTest('qHpSumStdTest', '夏期標準条件の加熱能力', 'kW', 0, 100, 'q_HP_sum_std_test'),
  hpTest('qHpImdStdTest', '中間期標準条件の加熱能力', 'kW', 0, 100, 'q_HP_imd_std_test'),
  hpTest('qHpWinStdTest', '冬期標準条件の加熱能力', 'kW', 0, 100, 'q_HP_win_std_test'),
  hpTest('pHpSumStdTest', '夏期標準条件の消費電力', 'kW', 0, 100, 'P_HP_sum_std_test'),
  hpTest('pHpImdStdTest', '中間期標準条件の消費電力', 'kW', 0, 100, 'P_HP_imd_std_test'),
  hpTest('pHpWinStdTest', '冬期標準条件の消費電力', 'kW', 0, 100, 'P_HP_win_std_test'),
  hpTest('eHpDefHighTest', '着霜期高温条件の除霜を含むエネルギー消費効率', undefined, 0, 10, 'e_HP_def_high_test'),
  hpTest('eHpFrstHighTest', '着霜期高温条件のエネルギー消費効率', undefined, 0, 10, 'e_HP_frst_high_test'),
  hpTest('thetaBwFrstHighTest', '着霜期高温条件の沸き上げ温度', '℃', 0, 100, 'theta_bw_frst_high_test'),
  hpTest('thetaBwSumStdTest', '夏期標準条件の沸き上げ温度', '℃', 0, 100, 'theta_bw_sum_std_test'),
  hpTest('thetaBwImdStdTest', '中間期標準条件の沸き上げ温度', '℃', 0, 100, 'theta_bw_imd_std_test'),
  hpTest('thetaBwWinStdTest', '冬期標準条件の沸き上げ温度', '℃', 0, 100, 'theta_bw_win_std_test'),
  hpTest('aP', '消費電力の補正係数A_p', undefined, -100, 100, 'A_p'),
  hpTest('bP', '消費電力の補正係数B_p', undefined, -100, 100, 'B_p'),
  hpTest('pAuxHpOnTest', 'ヒートポンプ運転時の補機消費電力', 'W', 0, 10000, 'P_aux_HP_on_test'),
  hpTest('pAuxHpOffTest', 'ヒートポンプ停止時の補機消費電力', 'W', 0, 10000, 'P_aux_HP_off_test'),
  hpTest('qLossTest', '試験時の貯湯熱損失量', 'kWh/d', 0, 100, 'Q_loss_test'),
  hpTest('rTnkTest', '試験時の貯湯タンク熱損失係数', undefined, 0, 100, 'R_tnk_test'),
  hpTest('thetaHatBwWinCm1Test', 'ファーストモードの冬期沸き上げ温度', '℃', 0, 100, 'theta_hat_bw_win_cm1_test'),
  hpTest('thetaHatBwWinCm2Test', 'セカンドモードの冬期沸き上げ温度', '℃', 0, 100, 'theta_hat_bw_win_cm2_test'),
];

const SEC7G = '第七章第一節 付録G 電気ヒートポンプ・ガス瞬間式併用型給湯温水暖房機';
const HYBRID_FIELDS: PerformanceField[] = [
  {
    key: 'hybridCategory',
    label: '区分',
    csvHeader: '区分',
    type: 'enum',
    required: true,
    options: ['区分1', '区分2', '区分3'],
    program: { section: `${SEC7G} 表G.2/G.3`, variable: 'hybrid_category' },
  },
  {
    key: 'tankCapacity',
    label: 'タンク容量',
    csvHeader: 'タンク容量(L)',
    type: 'integer',
    unit: 'L',
    required: false,
    min: 1,
    max: 2000,
    program: { section: SEC7G, variable: '(display only)' },
  },
];

const SEC9 = '第九章第二節 太陽熱利用給湯設備';
const SOLAR_SYSTEM_FIELDS: PerformanceField[] = [
  num('collectorArea', '集熱器総面積', 'm2', 0.1, 100, {
    section: `${SEC9} 液体集熱式(ソーラーシステム)`,
    variable: 'A_stcp',
  }),
  num('collectorEfficiencyIntercept', '集熱効率特性線図一次近似式の切片', undefined, 0, 1, {
    section: `${SEC9} 液体集熱式`,
    variable: 'b0',
  }),
  num('collectorEfficiencySlope', '集熱効率特性線図一次近似式の傾き', 'W/(m2・K)', 0, 50, {
    section: `${SEC9} 液体集熱式`,
    variable: 'b1',
  }),
  {
    key: 'tankCapacity',
    label: '蓄熱槽容量',
    csvHeader: '蓄熱槽容量(L)',
    type: 'integer',
    unit: 'L',
    required: true,
    min: 1,
    max: 5000,
    program: { section: `${SEC9} 液体集熱式`, variable: 'W_tnk_ss' },
  },
  num(
    'tankOutputEfficiency',
    '蓄熱槽の有効出湯効率',
    undefined,
    0,
    1,
    { section: `${SEC9} 液体集熱式`, variable: 'eta_r_tank' },
    false,
  ),
  num(
    'heatMediumSpecificHeat',
    '熱媒の比熱',
    'kJ/(kg・K)',
    0,
    10,
    { section: `${SEC9} 液体集熱式`, variable: 'c_p_htm' },
    false,
  ),
  num(
    'heatMediumFlowRate',
    '熱媒の流量',
    'kg/h',
    0,
    10000,
    { section: `${SEC9} 液体集熱式`, variable: 'g_htm' },
    false,
  ),
];

const SOLAR_WATER_HEATER_FIELDS: PerformanceField[] = [
  num('collectorArea', '集熱部総面積', 'm2', 0.1, 100, { section: `${SEC9} 太陽熱温水器`, variable: 'A_sp' }),
  num(
    'effectiveCollectorArea',
    '有効集熱面積',
    'm2',
    0.1,
    100,
    { section: `${SEC9} 太陽熱温水器`, variable: 'A_sp (有効集熱面積を入力する)' },
    false,
  ),
  {
    key: 'tankCapacity',
    label: '貯湯容量',
    csvHeader: '貯湯容量(L)',
    type: 'integer',
    unit: 'L',
    required: true,
    min: 1,
    max: 2000,
    program: { section: `${SEC9} 太陽熱温水器`, variable: 'W_tnk_ss' },
  },
];

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
