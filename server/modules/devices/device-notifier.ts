import type { EntityManager } from '@mikro-orm/postgresql';
import type { Device } from './device.entity.js';
import type { DeviceAction } from './lifecycle.js';

/** What happened, for the mail hook: applications go to administrators, decisions to the organization. */
export interface DeviceEvent {
  action: DeviceAction;
  device: Device;
  audience: 'administrators' | 'organization';
}

/**
 * MAIL HOOK: no mailer exists yet. When one lands, implement this with it (recipients:
 * administrators for apply_publish/apply_cancel; the organization's users for approve/cancel) and
 * pass it to DevicesService. Called after the transition's transaction commits.
 */
export interface DeviceNotifier {
  notify(em: EntityManager, event: DeviceEvent): Promise<void>;
}

export const noopDeviceNotifier: DeviceNotifier = { notify: async () => undefined };

export const AUDIENCE: Record<DeviceAction, DeviceEvent['audience']> = {
  apply_publish: 'administrators',
  apply_cancel: 'administrators',
  approve: 'organization',
  cancel: 'organization',
};
