/** SPEC §9: the opening (開口部) categories of the house edition and the page defaults. */
export const OPENING_LEVEL2 = '開口部（仕様に基づく)';
export const MATERIAL_LEVEL3 = '建具';
export const GLASS_LEVEL3 = 'ガラス';
export const DEFAULT_MATERIAL = '木製建具又は樹脂製建具';
export const DEFAULT_GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
/** The building edition's openings page shows this level2 of its envelope level1. */
export const BUILDING_OPENING_LEVEL2 = '開口部';

/** windows = 窓 (sash materials + glass), doors = ドア (door materials + glass), glasses = ガラス only. */
export type OpeningKind = 'windows' | 'doors' | 'glasses';
export const OPENING_KINDS: readonly OpeningKind[] = ['windows', 'doors', 'glasses'];

/**
 * Level3 建具 holds window sashes and doors side by side; the doors are the ones named ドア（…）
 * (the tree has no level below 建具). Windows offer the sashes, doors the doors, glasses none.
 */
export function materialFits(kind: OpeningKind | undefined, name: string): boolean {
  const door = name.startsWith('ドア');
  if (kind === 'doors') return door;
  if (kind === 'windows') return !door;
  return kind === undefined;
}

/** The 建具 select's name on each page (used in messages). */
export const MATERIAL_LABEL: Record<OpeningKind, string> = { windows: '建具', doors: 'ドア', glasses: '建具' };
