import { DEVICE_STATUS_LABELS, DeviceStatus, Role } from '../../core/domain.js';
import { DEVICE_RULES, type DeviceAction as PolicyAction } from '../../policies/device.policy.js';

/** The status changes; who may take them from which states is server/policies/device.policy.ts. */
export type DeviceAction = Extract<
  PolicyAction,
  'apply_publish' | 'approve' | 'apply_cancel' | 'withdraw_cancel' | 'cancel'
>;

/** Where each status change leads, and its name in messages. */
export const TRANSITIONS: Record<DeviceAction, { to: DeviceStatus; label: string }> = {
  apply_publish: { to: DeviceStatus.publish_requested, label: '公開申請' },
  approve: { to: DeviceStatus.published, label: '公開承認' },
  apply_cancel: { to: DeviceStatus.cancel_requested, label: '取消申請' },
  withdraw_cancel: { to: DeviceStatus.published, label: '取消申請の取り下げ' },
  cancel: { to: DeviceStatus.canceled, label: '取消' },
};

/** Why an action is refused to a role that may take it, but not from this state (409 message). */
export function refusedMessage(action: DeviceAction, role: Role, status: DeviceStatus): string {
  const { label } = TRANSITIONS[action];
  const from = (DEVICE_RULES[action][role] ?? []).map((s) => DEVICE_STATUS_LABELS[s]).join('・');
  return `${DEVICE_STATUS_LABELS[status]}の機器は${label}できません（${from}の機器のみ${label}できます）`;
}

/** Why a role may not take the action at all (403 message). */
export function wrongRoleMessage(action: DeviceAction): string {
  const { label } = TRANSITIONS[action];
  return DEVICE_RULES[action][Role.admin] ? `${label}は管理者のみ行えます` : `${label}は情報提供事業者のみ行えます`;
}
