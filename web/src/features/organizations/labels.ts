import { DEVICE_CATEGORIES, type ManagerFlag } from '@/config/device-categories';
import type { OrganizationStatus } from '@/generated/graphql';

/** Registration type (SPEC: 1 or 2, meaning not given): our labels, the same on the server. */
export const ORGANIZATION_TYPE_LABELS: Record<string, string> = { '1': '製造事業者', '2': '輸入・販売事業者' };
/** belong_to (default "0"): membership of the association. */
export const BELONG_TO_LABELS: Record<string, string> = { '0': '協会会員ではない', '1': '協会会員' };
export const STATUS_LABELS: Record<OrganizationStatus, string> = {
  registered: '承認待ち',
  approved: '承認済み',
  disabled: '利用停止',
};
export const DATE_TYPE_LABELS: Record<string, string> = {
  created_at: '登録日',
  updated_at: '更新日',
  approved_at: '承認日',
};

export const MANAGER_FLAGS: readonly { flag: ManagerFlag; label: string }[] = DEVICE_CATEGORIES.map((c) => ({
  flag: c.managerFlag,
  label: c.label,
}));

export type ManagerFlags = Record<ManagerFlag, boolean>;
export const NO_FLAGS = Object.fromEntries(MANAGER_FLAGS.map(({ flag }) => [flag, false])) as ManagerFlags;

export function flagsOf(source: Partial<ManagerFlags>): ManagerFlags {
  return Object.fromEntries(MANAGER_FLAGS.map(({ flag }) => [flag, source[flag] === true])) as ManagerFlags;
}

export function managedLabels(source: Partial<ManagerFlags>): string {
  const labels = MANAGER_FLAGS.filter(({ flag }) => source[flag]).map(({ label }) => label);
  return labels.length > 0 ? labels.join('、') : 'なし';
}
