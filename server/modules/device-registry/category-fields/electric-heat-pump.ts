import { num, type PerformanceField } from './performance-field.js';

const SEC7E = '第七章第一節 付録E 電気ヒートポンプ給湯機';
/** CO2HP test values of appendix E (JIS C 9220 tests); optional: without them the method uses table 3 by e_rtd. */
const hpTest = (key: string, label: string, unit: string | undefined, min: number, max: number, variable: string) =>
  num(key, label, unit, min, max, { section: SEC7E, variable }, false);

/** 電気ヒートポンプ給湯機: the inputs of section 7.1, appendix E. */
export const ELECTRIC_HEAT_PUMP_FIELDS: PerformanceField[] = [
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
