import type { FilterQuery } from '@mikro-orm/core';
import { DEVICE_STATUS_LABELS, DeviceStatus, PublicDeviceStatus } from '../../core/domain.js';
import { todayInTokyo } from '../../rules/tokyo-date.js';
import type { Device } from './device.entity.js';

export { todayInTokyo };

/** Statuses shown to the public once their publish date has come. */
export const PUBLIC_STATUSES: readonly DeviceStatus[] = [DeviceStatus.published, DeviceStatus.cancel_requested];

/**
 * THE public visibility rule (ARCHITECTURE §5), as a query: published or cancel_requested with
 * publish_date ≤ today (Asia/Tokyo); `includeExpired` adds canceled devices (whose publish date
 * had been set and come). Public lists, public CSVs, public GraphQL and certificate downloads use it.
 * `today` (YYYY-MM-DD) stands for the date in Japan, e.g. a compiled statement's slot.
 */
export function publiclyVisibleWhere(
  options: { includeExpired?: boolean; now?: Date; today?: string } = {},
): FilterQuery<Device> {
  const statuses = options.includeExpired ? [...PUBLIC_STATUSES, DeviceStatus.canceled] : [...PUBLIC_STATUSES];
  return { status: { $in: statuses }, publishDate: { $ne: null, $lte: options.today ?? todayInTokyo(options.now) } };
}

/** The same rule for one loaded device. */
export function isPubliclyVisible(
  device: Pick<Device, 'status' | 'publishDate'>,
  options: { includeExpired?: boolean; now?: Date } = {},
): boolean {
  const statuses = options.includeExpired ? [...PUBLIC_STATUSES, DeviceStatus.canceled] : PUBLIC_STATUSES;
  return statuses.includes(device.status) && !!device.publishDate && device.publishDate <= todayInTokyo(options.now);
}

/**
 * How a publicly visible device presents itself (ARCHITECTURE §5, docs/decisions.md): a pending
 * cancel request is internal, so until an administrator cancels the device it is 公開中 with no
 * cancel date. JSON, GraphQL, CSV and the detail page all read these.
 */
export function publicStatusOf(device: Pick<Device, 'status'>): PublicDeviceStatus {
  return device.status === DeviceStatus.canceled ? PublicDeviceStatus.canceled : PublicDeviceStatus.published;
}

export const publicStatusLabel = (device: Pick<Device, 'status'>): string =>
  DEVICE_STATUS_LABELS[publicStatusOf(device)];

export function publicCanceledAt(device: Pick<Device, 'status' | 'canceledAt'>): string | null {
  return device.status === DeviceStatus.canceled ? (device.canceledAt ?? null) : null;
}
