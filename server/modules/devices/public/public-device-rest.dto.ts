import { categoryDefinition } from '../categories.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import { eachCategoryValue, publicFields } from './public-device.dto.js';
import type { PublicStatusChange } from './public-devices.service.js';

/** A public device in the legacy snake_case shape; the certificate file is at `certificate.file_url`. */
export function publicDeviceJson(device: PublicDeviceRecord) {
  const fields = publicFields(device);
  const json: Record<string, unknown> = {
    id: fields.id,
    category: fields.category,
    status: fields.status,
    brand_name_id: fields.brandName.id,
    brand_name: fields.brandName.name,
    organization_name: fields.organizationName,
    release_date: fields.releaseDate,
    publish_date: fields.publishDate,
    certificate_number: fields.certificateNumber,
    canceled_at: fields.canceledAt,
  };
  eachCategoryValue(device, (column, value) => {
    json[column.snakeName] = value;
  });
  const { certificate } = fields;
  json.certificate = certificate
    ? {
        id: certificate.id,
        file_name: certificate.fileName,
        content_type: certificate.contentType,
        size: certificate.size,
        sha256: certificate.sha256,
        file_url: `/api/${categoryDefinition(device.category).certificateResource}/${certificate.id}/file`,
      }
    : null;
  json.updated_at = fields.updatedAt;
  return json;
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
