import { DEVICE_CATEGORIES, type ManagerFlag } from '@/config/device-categories';
import type { OrganizationStatus } from '@/generated/graphql';
import { ORGANIZATION_STATUS_LABELS } from '@rules/contact-fields';

export { BELONG_TO_LABELS, ORGANIZATION_TYPE_LABELS } from '@rules/contact-fields';
export const STATUS_LABELS: Record<OrganizationStatus, string> = ORGANIZATION_STATUS_LABELS;
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
