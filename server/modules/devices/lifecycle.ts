import { DEVICE_STATUS_LABELS, DeviceStatus, Role } from '../../core/domain.js';

export type DeviceAction = 'apply_publish' | 'approve' | 'apply_cancel' | 'cancel';

/**
 * THE transition table of ARCHITECTURE §5: who may take each action, from which states, to which
 * state. Services, the `viewerCan` flags and the tests all read it.
 */
export const TRANSITIONS: Record<DeviceAction, { role: Role; from: readonly DeviceStatus[]; to: DeviceStatus; label: string }> = {
  apply_publish: { role: Role.organization, from: [DeviceStatus.registered], to: DeviceStatus.publish_requested, label: '公開申請' },
  approve: { role: Role.admin, from: [DeviceStatus.publish_requested], to: DeviceStatus.published, label: '公開承認' },
  apply_cancel: { role: Role.organization, from: [DeviceStatus.published], to: DeviceStatus.cancel_requested, label: '取消申請' },
  cancel: {
    role: Role.admin,
    from: [DeviceStatus.registered, DeviceStatus.publish_requested, DeviceStatus.published, DeviceStatus.cancel_requested],
    to: DeviceStatus.canceled,
    label: '取消',
  },
};

export function canTransition(action: DeviceAction, role: Role, status: DeviceStatus): boolean {
  const rule = TRANSITIONS[action];
  return rule.role === role && rule.from.includes(status);
}

/** Why a transition is refused from a state (409 message). */
export function refusedMessage(action: DeviceAction, status: DeviceStatus): string {
  const rule = TRANSITIONS[action];
  const from = rule.from.map((s) => DEVICE_STATUS_LABELS[s]).join('・');
  return `${DEVICE_STATUS_LABELS[status]}の機器は${rule.label}できません（${from}の機器のみ${rule.label}できます）`;
}

/** Organizations delete only registered devices; administrators any. */
export function canDelete(role: Role, status: DeviceStatus): boolean {
  return role === Role.admin || status === DeviceStatus.registered;
}

/** Dates may change until the device is canceled. */
export function canChangeDates(status: DeviceStatus): boolean {
  return status !== DeviceStatus.canceled;
}
