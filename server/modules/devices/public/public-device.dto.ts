import type { DeviceCategory, PublicDeviceStatus } from '../../../core/domain.js';
import { categoryDefinition, type IdentifyingField } from '../categories.js';
import {
  certificateDto,
  performanceValues,
  specItems,
  type CertificateDto,
  type PerformanceValue,
} from '../device.dto.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import { publicCanceledAt, publicStatusLabel, publicStatusOf } from '../visibility.js';

/**
 * A publicly visible device as GraphQL (`PublicDevice`) and /api (snake_cased) return it: public
 * fields only, with the status and cancel date the public may see (visibility.ts).
 */
export type PublicDeviceDto = {
  id: number;
  category: DeviceCategory;
  status: PublicDeviceStatus;
  statusLabel: string;
  brandName: { id: number; name: string };
  organizationName: string;
  releaseDate: string;
  publishDate: string | null;
  certificateNumber: string;
  canceledAt: string | null;
  updatedAt: Date;
  certificate: CertificateDto | null;
  specItems: ReturnType<typeof specItems>;
  /** The certificate PDF for anyone: GET this path. */
  certificateFileUrl: string | null;
  identifying: Partial<Record<IdentifyingField, string | null>>;
  performance: Record<string, PerformanceValue>;
};

/** The fields both doors share (everything but the category's own values and the spec list). */
function publicFields(device: PublicDeviceRecord) {
  const certificate = device.certificate ?? null;
  return {
    id: device.id,
    category: device.category,
    status: publicStatusOf(device),
    statusLabel: publicStatusLabel(device),
    brandName: { id: device.brandName.id, name: device.brandName.name },
    organizationName: device.organization.name,
    releaseDate: device.releaseDate,
    publishDate: device.publishDate ?? null,
    certificateNumber: device.certificateNumber,
    canceledAt: publicCanceledAt(device),
    updatedAt: device.publicUpdatedAt,
    certificate: certificate ? certificateDto(certificate) : null,
  };
}

const identifyingValues = (device: PublicDeviceRecord) =>
  Object.fromEntries(categoryDefinition(device.category).identifyingFields.map((f) => [f.key, device[f.key] ?? null]));

/** A device (an entity with brand name, organization and certificate loaded, or a plain record) → its public view. */
export function toPublicDeviceDto(device: PublicDeviceRecord): PublicDeviceDto {
  const certificate = device.certificate ?? null;
  const resource = categoryDefinition(device.category).certificateResource;
  return {
    ...publicFields(device),
    certificateFileUrl: certificate ? `/api/${resource}/${certificate.id}/file` : null,
    specItems: specItems(device),
    identifying: identifyingValues(device),
    performance: performanceValues(device),
  };
}

/**
 * The GraphQL shape: category fields flattened onto the object (fields of PublicElectricHeatPump,
 * …). `specItems` (labelled, formatted values of every column) is computed only when a query
 * selects it: lists do not.
 */
export function publicDeviceGraphql(device: PublicDeviceRecord) {
  // A getter in the literal keeps the object's fast shape (defineProperty afterwards would not).
  return {
    ...identifyingValues(device),
    ...performanceValues(device),
    ...publicFields(device),
    get specItems(): ReturnType<typeof specItems> {
      return specItems(device);
    },
  };
}
