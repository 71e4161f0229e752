import { categoryDefinition } from '../device-registry/index.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import type { DeviceCategory } from '../../core/domain.js';
import { categoryColumns, eachCategoryValue, publicFields } from './public-device.dto.js';
import type { PublicStatusChange } from './public-devices.service.js';

const templates = new Map<DeviceCategory, Readonly<Record<string, null>>>();

/**
 * Every key of a category's /api device, in answer order (`base`'s, the category's own, then the
 * certificate and updated_at), each null. A device's JSON starts as a copy of it: an object grown
 * key by key through computed names turns into a dictionary in V8 after a dozen, and
 * JSON.stringify wrote those at about half the speed (with a Date in each, a third): the list's
 * largest cost after the socket write. JSON.parse builds objects with fast properties, and spread
 * copies keep them.
 */
function templateOf(category: DeviceCategory, base: Record<string, unknown>): Readonly<Record<string, null>> {
  let template = templates.get(category);
  if (!template) {
    const keys = [
      ...Object.keys(base),
      ...categoryColumns(category).map((column) => column.snakeName),
      'certificate',
      'updated_at',
    ];
    template = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as Record<string, null>;
    templates.set(category, template);
  }
  return template;
}

/** A public device in the legacy snake_case shape; the certificate file is at `certificate.file_url`. */
export function publicDeviceJson(device: PublicDeviceRecord) {
  const fields = publicFields(device);
  const base = {
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
  const json: Record<string, unknown> = { ...templateOf(device.category, base), ...base };
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
  // The string JSON.stringify would write for the Date, without a toJSON call per device.
  json.updated_at = fields.updatedAt.toISOString();
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
