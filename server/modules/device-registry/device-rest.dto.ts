import { DEVICE_STATUS_LABELS } from '../../core/domain.js';
import { snakeKey } from '../../core/rest/case.js';
import type { Certificate } from '../certificates/certificate.entity.js';
import { categoryDefinition } from './categories.js';
import { performanceValues } from './device.dto.js';
import type { Device } from './device.entity.js';
import type { DeviceStatusChange } from './device-status-change.entity.js';
import type { ViewerCan } from './device-query.service.js';

export function certificateJson(certificate: Certificate) {
  return {
    id: certificate.id,
    device_id: certificate.device.id,
    file_name: certificate.fileName,
    content_type: certificate.contentType,
    size: certificate.size,
    sha256: certificate.sha256,
    created_at: certificate.createdAt,
  };
}

/** A device for /api: snake_case, identifying and performance values at the top level. */
export function deviceJson(device: Device, can?: ViewerCan) {
  const definition = categoryDefinition(device.category);
  const identifying = Object.fromEntries(
    definition.identifyingFields.map((f) => [snakeKey(f.key), device[f.key] ?? null]),
  );
  const performance = Object.fromEntries(Object.entries(performanceValues(device)).map(([k, v]) => [snakeKey(k), v]));
  const certificate = device.certificate && device.certificate.fileName !== undefined ? device.certificate : null;
  return {
    id: device.id,
    category: device.category,
    status: device.status,
    status_label: DEVICE_STATUS_LABELS[device.status],
    brand_name_id: device.brandName.id,
    brand_name: device.brandName.name ?? null,
    organization_id: device.organization.id,
    organization_name: device.organization.name ?? null,
    release_date: device.releaseDate,
    publish_date: device.publishDate ?? null,
    certificate_number: device.certificateNumber,
    ...identifying,
    ...performance,
    canceled_at: device.canceledAt ?? null,
    certificate: certificate
      ? {
          id: certificate.id,
          file_name: certificate.fileName,
          content_type: certificate.contentType,
          size: certificate.size,
        }
      : null,
    created_at: device.createdAt,
    updated_at: device.updatedAt,
    ...(can ? { can: Object.fromEntries(Object.entries(can).map(([k, v]) => [snakeKey(k), v])) } : {}),
  };
}

export function statusChangeJson(change: DeviceStatusChange) {
  return {
    id: change.id,
    from_status: change.fromStatus ?? null,
    from_status_label: change.fromStatus ? DEVICE_STATUS_LABELS[change.fromStatus] : null,
    to_status: change.toStatus,
    to_status_label: DEVICE_STATUS_LABELS[change.toStatus],
    reasons: change.reasons,
    note: change.note,
    canceled_at: change.canceledAt ?? null,
    actor_name: change.actor?.name ?? null,
    created_at: change.createdAt,
  };
}
