import { categoryDefinition } from '../categories.js';
import { certificateDto, performanceValues, specItems } from '../device.dto.js';
import type { PublicDeviceRecord } from './public-device-rows.js';
import { publicCanceledAt, publicStatusLabel, publicStatusOf } from '../visibility.js';

/**
 * What both doors show of a publicly visible device besides the category's own values: public
 * fields only, with the status and cancel date the public may see (visibility.ts).
 */
export function publicFields(device: PublicDeviceRecord) {
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
