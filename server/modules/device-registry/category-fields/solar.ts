import { num, type PerformanceField } from './performance-field.js';

const SEC9 = '第九章第二節 太陽熱利用給湯設備';
/** 太陽熱利用給湯設備, liquid collectors (ソーラーシステム): section 9.2. */
export const SOLAR_SYSTEM_FIELDS: PerformanceField[] = [
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

/** 太陽熱利用給湯設備, 太陽熱温水器: section 9.2. */
export const SOLAR_WATER_HEATER_FIELDS: PerformanceField[] = [
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
