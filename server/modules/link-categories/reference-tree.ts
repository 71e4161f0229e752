import type { EntityManager } from '@mikro-orm/postgresql';
import { Edition } from '../../core/domain.js';
import { LinkCategory } from './link-category.entity.js';
import {
  DEFAULT_GLASS,
  DEFAULT_MATERIAL,
  GLASS_LEVEL3,
  MATERIAL_LEVEL3,
  OPENING_LEVEL2,
} from '../../rules/openings.js';

/*
 * The reference-link category tree of both editions. It is reference data, not demo data: links
 * cannot be registered without it, so every start loads it (ensureReferenceCategories).
 */

/** [level1, level2, level3 | null, leaf names]; codes are H-/B- + level1 number + running number. */
type Group = [string, string, string | null, string[]];

const HOUSE: Group[] = [
  [
    '躯体の断熱性能',
    '断熱材',
    '繊維系断熱材',
    ['グラスウール断熱材', 'ロックウール断熱材', 'セルローズファイバー断熱材'],
  ],
  [
    '躯体の断熱性能',
    '断熱材',
    '発泡プラスチック系断熱材',
    ['押出法ポリスチレンフォーム断熱材', '硬質ウレタンフォーム断熱材', 'フェノールフォーム断熱材'],
  ],
  [
    '躯体の断熱性能',
    OPENING_LEVEL2,
    MATERIAL_LEVEL3,
    [
      DEFAULT_MATERIAL,
      '木と金属の複合材料製建具',
      '樹脂と金属の複合材料製建具',
      '金属製建具',
      'ドア（木製断熱積層構造）',
      'ドア（金属製熱遮断構造）',
    ],
  ],
  [
    '躯体の断熱性能',
    OPENING_LEVEL2,
    GLASS_LEVEL3,
    [
      DEFAULT_GLASS,
      '三層複層ガラス（Low-E2枚、断熱ガス、日射遮蔽型）',
      '二層複層ガラス（Low-E1枚、断熱ガス、日射取得型）',
      '二層複層ガラス（Low-E1枚、空気）',
      '単板ガラス',
    ],
  ],
  ['暖冷房設備', '暖房設備', null, ['温水式床暖房', 'FF暖房機']],
  ['暖冷房設備', '冷暖房設備', null, ['ルームエアコンディショナー']],
  ['換気設備', '全般換気設備', null, ['第一種換気設備（熱交換型）', '第三種換気設備（ダクト式）']],
  [
    '給湯設備',
    '給湯熱源機',
    null,
    ['電気ヒートポンプ給湯機', 'ハイブリッド給湯機', '潜熱回収型ガス給湯機', 'コージェネレーション設備'],
  ],
  ['給湯設備', '節湯・保温', null, ['節湯水栓', '高断熱浴槽']],
  ['照明設備', '照明器具', null, ['LED照明器具']],
  ['太陽光発電設備', '太陽光発電システム', null, ['太陽電池モジュール', 'パワーコンディショナ']],
  ['太陽熱利用', '太陽熱利用設備', null, ['太陽熱温水器', 'ソーラーシステム']],
];

const BUILDING: Group[] = [
  ['躯体の外皮性能等', '断熱材', null, ['押出法ポリスチレンフォーム断熱材', '吹付け硬質ウレタンフォーム']],
  ['躯体の外皮性能等', '開口部', null, ['窓（樹脂と金属の複合材料製建具）', 'Low-E複層ガラス']],
  [
    '空気調和設備',
    '熱源機器',
    null,
    ['ビル用マルチエアコン', '吸収式冷温水機', 'ターボ冷凍機', '空冷ヒートポンプチラー'],
  ],
  ['空気調和設備', '空調二次側設備', null, ['全熱交換器', '高効率ポンプ（インバータ制御）']],
  ['換気設備', '送風機', null, ['高効率電動機付送風機', '送風量制御（CO2濃度制御）']],
  ['照明設備', '照明器具', null, ['LED照明器具']],
  ['照明設備', '照明制御', null, ['在室検知制御', '明るさ検知制御（昼光利用）']],
  ['給湯設備', '給湯熱源機', null, ['業務用ヒートポンプ給湯機', '潜熱回収型ガス給湯器']],
  ['昇降機', 'エレベーター', null, ['VVVF制御エレベーター（電力回生あり）']],
  ['太陽光発電設備', '太陽光発電システム', null, ['太陽電池モジュール', 'パワーコンディショナ']],
  ['その他基準', 'コージェネレーション', null, ['コージェネレーション設備']],
  ['その他基準', 'エネルギー管理', null, ['BEMS（ビルエネルギー管理システム）']],
];

export interface CategorySeed {
  code: string;
  type: Edition;
  name: string;
  level1: string;
  level2: string;
  level3: string | null;
  sortOrder: number;
}

function expand(groups: Group[], type: Edition, prefix: string): CategorySeed[] {
  const level1s = [...new Set(groups.map((g) => g[0]))];
  const counters = new Map<string, number>();
  const seeds: CategorySeed[] = [];
  for (const [level1, level2, level3, names] of groups) {
    const l1 = level1s.indexOf(level1) + 1;
    for (const name of names) {
      const n = (counters.get(level1) ?? 0) + 1;
      counters.set(level1, n);
      const code = `${prefix}-${String(l1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
      seeds.push({ code, type, name, level1, level2, level3, sortOrder: seeds.length + 1 });
    }
  }
  return seeds;
}

export const REFERENCE_CATEGORIES: CategorySeed[] = [
  ...expand(HOUSE, Edition.house, 'H'),
  ...expand(BUILDING, Edition.building, 'B'),
];

/**
 * Inserts the reference categories whose code is missing, in one statement; rows that exist are
 * left as they are (an administrator may have edited them). Safe to run at every start and from
 * several processes at once. Returns how many rows were added.
 */
export async function ensureReferenceCategories(em: EntityManager): Promise<number> {
  const rows = await em
    .createQueryBuilder(LinkCategory)
    .insert(REFERENCE_CATEGORIES.map((seed) => ({ ...seed })))
    .onConflict('code')
    .ignore()
    .execute('run');
  return rows.affectedRows;
}
