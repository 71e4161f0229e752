import type { BrandName } from '../brand-names/brand-name.entity.js';
import type { Organization } from '../organizations/organization.entity.js';
import type { Certificate } from '../certificates/certificate.entity.js';
import { DEVICE_STATUS_LABELS, DeviceCategory, DeviceStatus } from '../../core/domain.js';
import { categoryDefinition, formatPerformanceCell, IDENTIFYING_FIELDS, type IdentifyingField } from './categories.js';
import type { Device } from './device.entity.js';

export type PerformanceValue = string | number | boolean | null;

/** Certificate metadata as returned by GraphQL and /api (never the bytes). */
export interface CertificateDto {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

/**
 * A device as GraphQL and REST return it: the entity's columns, the category's performance values
 * flattened to top-level keys (GraphQL fields of the category object type), and related entities.
 */
export type DeviceDto = {
  id: number;
  category: DeviceCategory;
  status: DeviceStatus;
  brandName: BrandName;
  organization: Organization;
  releaseDate: string;
  publishDate: string | null;
  certificateNumber: string;
  canceledAt: string | null;
  createdAt: Date;
  updatedAt: Date;
  certificate: CertificateDto | null;
  statusLabel: string;
  viewerCan: Record<string, boolean> | null;
  specItems: { key: string; label: string; value: string; unit: string | null }[];
} & { [K in IdentifyingField]: string | null } & { [key: string]: unknown };

/** The performance values of a device in the order of its category table (missing ones null). */
export function performanceValues(device: Pick<Device, 'category' | 'performance'>): Record<string, PerformanceValue> {
  const values: Record<string, PerformanceValue> = {};
  const stored = (device.performance ?? {}) as Record<string, PerformanceValue>;
  for (const field of categoryDefinition(device.category).performanceFields)
    values[field.key] = stored[field.key] ?? null;
  return values;
}

/** Entity → plain object (brandName/organization must be loaded or references with the needed fields). */
export function toDeviceDto(device: Device, viewerCan: Record<string, boolean> | null = null): DeviceDto {
  const certificate = device.certificate && device.certificate.fileName !== undefined ? device.certificate : null;
  const identifying = Object.fromEntries(IDENTIFYING_FIELDS.map((key) => [key, device[key] ?? null])) as Record<
    IdentifyingField,
    string | null
  >;
  return {
    ...identifying,
    ...performanceValues(device),
    id: device.id,
    category: device.category,
    status: device.status,
    statusLabel: DEVICE_STATUS_LABELS[device.status],
    viewerCan,
    specItems: specItems(device),
    brandName: device.brandName,
    organization: device.organization,
    releaseDate: device.releaseDate,
    publishDate: device.publishDate ?? null,
    certificateNumber: device.certificateNumber,
    canceledAt: device.canceledAt ?? null,
    createdAt: device.createdAt,
    updatedAt: device.updatedAt,
    certificate: certificate ? certificateDto(certificate) : null,
  };
}

export function certificateDto(certificate: CertificateDto | Certificate): CertificateDto {
  return {
    id: certificate.id,
    fileName: certificate.fileName,
    contentType: certificate.contentType,
    size: certificate.size,
    sha256: certificate.sha256,
    createdAt: certificate.createdAt,
  };
}

/** Identifying then performance values, labelled, formatted as the CSV writes them. */
export function specItems(
  device: Pick<Device, 'category' | 'performance' | IdentifyingField>,
): { key: string; label: string; value: string; unit: string | null }[] {
  const definition = categoryDefinition(device.category);
  const stored = (device.performance ?? {}) as Record<string, unknown>;
  return [
    ...definition.identifyingFields.map((f) => ({
      key: f.key,
      label: f.label,
      value: device[f.key] ?? '',
      unit: null,
    })),
    ...definition.performanceFields.map((f) => ({
      key: f.key,
      label: f.label,
      value: formatPerformanceCell(f, stored[f.key]),
      unit: f.unit ?? null,
    })),
  ];
}
