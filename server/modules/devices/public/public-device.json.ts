import { snakeKey as snakeCase } from '../../../core/rest/case.js';
import { categoryDefinition } from '../categories.js';
import type { Device } from '../device.entity.js';
import { performanceValues } from '../device.dto.js';
import type { PublicStatusChange } from './public-devices.service.js';

/** A public device in the legacy snake_case shape; the certificate file is at `certificate.file_url`. */
export function publicDeviceJson(device: Device) {
  const definition = categoryDefinition(device.category);
  const identifying = Object.fromEntries(definition.identifyingFields.map((f) => [snakeCase(f.key), device[f.key] ?? null]));
  const performance = Object.fromEntries(Object.entries(performanceValues(device)).map(([k, v]) => [snakeCase(k), v]));
  const certificate = device.certificate ?? null;
  return {
    id: device.id,
    category: device.category,
    status: device.status,
    brand_name_id: device.brandName.id,
    brand_name: device.brandName.name,
    organization_name: device.organization?.name ?? null,
    release_date: device.releaseDate,
    publish_date: device.publishDate ?? null,
    certificate_number: device.certificateNumber,
    canceled_at: device.canceledAt ?? null,
    ...identifying,
    ...performance,
    certificate: certificate
      ? {
          id: certificate.id,
          file_name: certificate.fileName,
          content_type: certificate.contentType,
          size: certificate.size,
          sha256: certificate.sha256,
          file_url: `/api/${definition.certificateResource}/${certificate.id}/file`,
        }
      : null,
    updated_at: device.updatedAt,
  };
}

export function publicStatusChangeJson(change: PublicStatusChange) {
  return { id: change.id, to_status: change.toStatus, reasons: change.reasons, canceled_at: change.canceledAt, created_at: change.createdAt };
}
