import type { DeviceCategory } from '../../../core/domain.js';
import { snakeKey } from '../../../core/rest/case.js';
import { categoryDefinition } from '../categories.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import { publicFields } from './public-device.dto.js';
import type { PublicStatusChange } from './public-devices.service.js';

/** The category's own columns with their snake_case names, worked out once per category. */
const columnsByCategory = new Map<DeviceCategory, { identifying: Column[]; performance: Column[] }>();
type Column = readonly [key: string, name: string];

function columnsOf(category: DeviceCategory) {
  let columns = columnsByCategory.get(category);
  if (!columns) {
    const definition = categoryDefinition(category);
    const named = (fields: readonly { key: string }[]) => fields.map((f) => [f.key, snakeKey(f.key)] as const);
    columns = { identifying: named(definition.identifyingFields), performance: named(definition.performanceFields) };
    columnsByCategory.set(category, columns);
  }
  return columns;
}

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
  const { identifying, performance } = columnsOf(device.category);
  const values = device as unknown as Record<string, string | null | undefined>;
  for (const [key, name] of identifying) json[name] = values[key] ?? null;
  const stored = (device.performance ?? {}) as Record<string, unknown>;
  for (const [key, name] of performance) json[name] = stored[key] ?? null;
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
