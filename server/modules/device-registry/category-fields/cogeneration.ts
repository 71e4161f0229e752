import { choice, num, type PerformanceField } from './performance-field.js';

const SEC8 = '第八章 コージェネレーション設備 付録A 表A.1';
/** Coefficients of table A.1 rows 11-32 (pyhees section8_a), optional unless noted. */
const cgCoefficients = (group: string, labelPrefix: string, names: [string, string][], rowStart: number) =>
  names.map(([suffix, name], i) =>
    num(`${group}${suffix}`, `${labelPrefix} ${name}`, undefined, -100, 100, {
      section: `${SEC8} ${rowStart + i}`,
      variable: `${group}.${name}`,
    }),
  );

/** コージェネレーション設備: the inputs of the method's section 8 (appendix A, table A.1). */
export const COGENERATION_FIELDS: PerformanceField[] = [
  {
    key: 'exhaust',
    label: '温水暖房への排熱利用',
    csvHeader: '温水暖房への排熱利用',
    type: 'boolean',
    required: true,
    program: { section: `${SEC8} 1`, variable: 'exhaust' },
  },
  choice(
    'exhaustPriority',
    '排熱利用方式',
    ['給湯優先', '温水暖房優先'],
    { section: `${SEC8} 2`, variable: 'exhaust_priority' },
    false,
  ),
  choice('backupBoilerType', 'バックアップボイラーの種類', ['ガス従来型', 'ガス潜熱回収型'], {
    section: `${SEC8} 5`,
    variable: 'type_BB_HWH',
  }),
  choice('puType', '発電ユニットの発電方式', ['熱主', '電主'], { section: `${SEC8} 10`, variable: 'PU_type' }),
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
