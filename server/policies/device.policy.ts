import { DeviceStatus, Role } from '../core/domain.js';
import {
  DEVICE_CATEGORY_TABLE,
  type CategoryManagerFlag,
  type DeviceCategoryCode,
} from '../rules/device-categories.js';
import { managesOrganization, type MaybeViewer } from './viewer.policy.js';

/** Everything a signed-in viewer may try on one device. */
export type DeviceAction =
  'apply_publish' | 'approve' | 'apply_cancel' | 'withdraw_cancel' | 'cancel' | 'update_dates' | 'delete';

export interface DeviceSubject {
  status: DeviceStatus;
  organizationId: number;
}

const { registered, publish_requested: publishRequested, published, cancel_requested: cancelRequested } = DeviceStatus;

/**
 * Who may do what to a device in which state: the one place to change it. A role not listed for
 * an action may not take it; a status not listed is refused (409) for a role that is.
 * Organizations act only on their own devices (managesOrganization), administrators on all.
 * - Dates of an approved device (published, cancel requested) are public facts: only an
 *   administrator changes them (docs/decisions.md).
 */
export const DEVICE_RULES: Record<DeviceAction, Partial<Record<Role, readonly DeviceStatus[]>>> = {
  apply_publish: { [Role.organization]: [registered] },
  approve: { [Role.admin]: [publishRequested] },
  apply_cancel: { [Role.organization]: [published] },
  /** A cancel request applied by mistake goes back to published while the administrator has not acted. */
  withdraw_cancel: { [Role.organization]: [cancelRequested] },
  cancel: { [Role.admin]: [registered, publishRequested, published, cancelRequested] },
  update_dates: {
    [Role.organization]: [registered, publishRequested],
    [Role.admin]: [registered, publishRequested, published, cancelRequested],
  },
  delete: {
    [Role.organization]: [registered],
    [Role.admin]: [registered, publishRequested, published, cancelRequested, DeviceStatus.canceled],
  },
};

/** Whether the viewer's role may take the action at all (403 otherwise), whatever the state. */
export function roleMayTake(viewer: MaybeViewer, action: DeviceAction): boolean {
  return !!viewer && DEVICE_RULES[action][viewer.role] !== undefined;
}

/** Whether the viewer sees the device at all (404 otherwise: another organization's device does not exist for it). */
export function canSeeDevice(viewer: MaybeViewer, device: Pick<DeviceSubject, 'organizationId'>): boolean {
  return managesOrganization(viewer, device.organizationId);
}

/** THE answer to "may this viewer take this action on this device now?". */
export function canOnDevice(viewer: MaybeViewer, action: DeviceAction, device: DeviceSubject): boolean {
  if (!viewer || !canSeeDevice(viewer, device)) return false;
  return DEVICE_RULES[action][viewer.role]?.includes(device.status) ?? false;
}

/** The flags the screens read (viewerCan): computed from the same table, nothing of their own. */
export function deviceViewerCan(viewer: MaybeViewer, device: DeviceSubject) {
  const can = (action: DeviceAction) => canOnDevice(viewer, action, device);
  return {
    applyPublish: can('apply_publish'),
    approve: can('approve'),
    applyCancel: can('apply_cancel'),
    withdrawCancel: can('withdraw_cancel'),
    cancel: can('cancel'),
    delete: can('delete'),
    updateDates: can('update_dates'),
  };
}

/** The facts about a device the rules above read. */
export function deviceSubject(device: { status: DeviceStatus; organization: { id: number } }): DeviceSubject {
  return { status: device.status, organizationId: device.organization.id };
}

/**
 * Whether an organization works in a device category at all (lists, upload, its devices there):
 * only when an administrator set the category's manager flag. Administrators work in every category.
 */
export function managesCategory(
  organization: Record<CategoryManagerFlag, boolean>,
  category: DeviceCategoryCode,
): boolean {
  const entry = DEVICE_CATEGORY_TABLE.find((candidate) => candidate.category === category);
  return entry !== undefined && organization[entry.managerFlag];
}
