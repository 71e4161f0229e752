import { categoryDefinition } from '../categories.js';
import { certificateDto, specItems } from '../device.dto.js';
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

/** Holds the record so `specItems` (labelled, formatted values of every column) is worked out only when asked. */
class PublicGraphqlDevice {
  readonly #device: PublicDeviceRecord;

  constructor(device: PublicDeviceRecord) {
    this.#device = device;
  }

  get specItems(): ReturnType<typeof specItems> {
    return specItems(this.#device);
  }
}

/**
 * The GraphQL shape: category fields flattened onto the object (fields of PublicElectricHeatPump,
 * …). `specItems` is computed only when a query selects it: lists do not.
 */
export function publicDeviceGraphql(device: PublicDeviceRecord) {
  // Plain assignments: spreading objects of differing shapes into one literal costs more than the
  // rest of the list's mapping (it showed as the top entry of a CPU profile).
  const graphql = Object.assign(new PublicGraphqlDevice(device), publicFields(device)) as PublicGraphqlDevice &
    ReturnType<typeof publicFields> &
    Record<string, unknown>;
  const definition = categoryDefinition(device.category);
  for (const field of definition.identifyingFields) graphql[field.key] = device[field.key] ?? null;
  const stored = (device.performance ?? {}) as Record<string, unknown>;
  for (const field of definition.performanceFields) graphql[field.key] = stored[field.key] ?? null;
  return graphql;
}
