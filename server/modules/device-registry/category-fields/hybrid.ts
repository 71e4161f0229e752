import { choice, type PerformanceField } from './performance-field.js';

const SEC7G = '第七章第一節 付録G 電気ヒートポンプ・ガス瞬間式併用型給湯温水暖房機';
/** 電気ヒートポンプ・ガス瞬間式併用型給湯温水暖房機: the inputs of section 7.1, appendix G. */
export const HYBRID_FIELDS: PerformanceField[] = [
  choice('hybridCategory', '区分', ['区分1', '区分2', '区分3'], {
    section: `${SEC7G} 表G.2/G.3`,
    variable: 'hybrid_category',
  }),
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
