import type { EntityManager } from '@mikro-orm/postgresql';
import type { Device } from './device.entity.js';
import type { DeviceAction } from './lifecycle.js';

/** What happened, for the mail hook: applications go to administrators, decisions to the organization. */
export interface DeviceEvent {
  action: DeviceAction;
  device: Device;
  audience: 'administrators' | 'organization';
  /** Unique per transition (its status-change row), so one event never queues two mails. */
  eventId: string;
}

/**
 * Told of every lifecycle transition inside its transaction, through that transaction's em
 * (MailDeviceNotifier queues the mails; tests may pass their own).
 */
export interface DeviceNotifier {
  notify(em: EntityManager, event: DeviceEvent): Promise<void>;
}

export const AUDIENCE: Record<DeviceAction, DeviceEvent['audience']> = {
  apply_publish: 'administrators',
  apply_cancel: 'administrators',
  withdraw_cancel: 'administrators',
  approve: 'organization',
  cancel: 'organization',
};
