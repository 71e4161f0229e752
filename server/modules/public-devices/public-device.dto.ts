import type { DeviceCategory } from '../../core/domain.js';
import { snakeKey } from '../../core/rest/case.js';
import {
  categoryDefinition,
  certificateDto,
  specItems,
  publicCanceledAt,
  publicStatusLabel,
  publicStatusOf,
} from '../device-registry/index.js';
import type { PublicDeviceRecord } from './public-device-rows.js';

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

interface CategoryColumn {
  key: string;
  /** The /api name. */
  snakeName: string;
  /** Kept in the performance jsonb (else a column of the device). */
  performance: boolean;
}

const columnsByCategory = new Map<DeviceCategory, CategoryColumn[]>();

/** The category's own fields (identifying, then performance) with their /api names, worked out once per category. */
export function categoryColumns(category: DeviceCategory): CategoryColumn[] {
  let columns = columnsByCategory.get(category);
  if (!columns) {
    const definition = categoryDefinition(category);
    const column = (performance: boolean) => (f: { key: string }) => ({
      key: f.key,
      snakeName: snakeKey(f.key),
      performance,
    });
    columns = [...definition.identifyingFields.map(column(false)), ...definition.performanceFields.map(column(true))];
    columnsByCategory.set(category, columns);
  }
  return columns;
}

/** Each of the category's own values of a device, in the category table's order (missing ones null). */
export function eachCategoryValue(device: PublicDeviceRecord, visit: (column: CategoryColumn, value: unknown) => void) {
  const values = device as unknown as Record<string, unknown>;
  const stored = (device.performance ?? {}) as Record<string, unknown>;
  for (const column of categoryColumns(device.category))
    visit(column, (column.performance ? stored[column.key] : values[column.key]) ?? null);
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
  eachCategoryValue(device, (column, value) => {
    graphql[column.key] = value;
  });
  return graphql;
}
