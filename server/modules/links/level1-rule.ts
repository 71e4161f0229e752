import { Edition } from '../../core/domain.js';

/**
 * SPEC §5 "link category filtering": level1 is ignored when empty; for building when it is
 * その他基準 or 躯体の外皮性能等; for house when it is 躯体の断熱性能. Those level1 groups are the
 * ones the original list screens showed whole, so filtering by them must not narrow the list.
 */
const IGNORED_LEVEL1: Record<Edition, readonly string[]> = {
  [Edition.building]: ['その他基準', '躯体の外皮性能等'],
  [Edition.house]: ['躯体の断熱性能'],
};

export function effectiveLevel1(type: Edition | undefined, level1: string | undefined | null): string | undefined {
  if (!level1) return undefined;
  if (type && IGNORED_LEVEL1[type].includes(level1)) return undefined;
  return level1;
}
