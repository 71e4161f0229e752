import { snakeKey as snakeCase } from '../../../core/rest/case.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import { toPublicDeviceDto } from './public-device.dto.js';
import type { PublicStatusChange } from './public-devices.service.js';

/** A public device in the legacy snake_case shape; the certificate file is at `certificate.file_url`. */
export function publicDeviceJson(device: PublicDeviceRecord) {
  const dto = toPublicDeviceDto(device);
  const snake = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [snakeCase(k), v]));
  return {
    id: dto.id,
    category: dto.category,
    status: dto.status,
    brand_name_id: dto.brandName.id,
    brand_name: dto.brandName.name,
    organization_name: dto.organizationName,
    release_date: dto.releaseDate,
    publish_date: dto.publishDate,
    certificate_number: dto.certificateNumber,
    canceled_at: dto.canceledAt,
    ...snake(dto.identifying),
    ...snake(dto.performance),
    certificate: dto.certificate
      ? {
          id: dto.certificate.id,
          file_name: dto.certificate.fileName,
          content_type: dto.certificate.contentType,
          size: dto.certificate.size,
          sha256: dto.certificate.sha256,
          file_url: dto.certificateFileUrl,
        }
      : null,
    updated_at: dto.updatedAt,
  };
}

export function publicStatusChangeJson(change: PublicStatusChange) {
  return {
    id: change.id,
    to_status: change.toStatus,
    reasons: change.reasons,
    canceled_at: change.canceledAt,
    created_at: change.createdAt,
  };
}
