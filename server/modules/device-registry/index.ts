/**
 * The device registry's front door: the device and its status history, the category table, the
 * signed-in lists and lifecycle, certificates' routes, and what the other device modules build on
 * (visibility, list filters, export columns, DTOs).
 */
import type { Mailer } from '../mail/index.js';
import { DeviceQueryService } from './device-query.service.js';
import { DeviceLifecycleService } from './device-lifecycle.service.js';
import { MailDeviceNotifier } from './mail-device-notifier.js';
import { Device } from './device.entity.js';
import { DeviceStatusChange } from './device-status-change.entity.js';
import { CertificateType, DeviceStatusChangeType } from './device-history-graphql.dto.js';
import { DeviceInterface, deviceObjectTypes } from './device-graphql.dto.js';

export const deviceRegistryEntities = [Device, DeviceStatusChange];
/** The device types every category's object implements, in the schema whether or not an operation returns them. */
export const deviceRegistryGraphqlTypes = [
  CertificateType,
  DeviceStatusChangeType,
  DeviceInterface,
  ...deviceObjectTypes,
];
export { DevicesResolver } from './devices.resolver.js';
export { devicesRoutes } from './devices.routes.js';
export { deviceApiRoutes } from './openapi/registry-openapi-part.js';
export { perCategoryRoutes, type CategoryRoutesPlace } from './per-category-routes.js';
export { deviceRegistryOpenApi } from './openapi/registry-openapi-part.js';
export { oneSchemaPerCategory, performanceValue } from './openapi/category-schemas.js';

// What the other device modules build on.
export { Device } from './device.entity.js';
export { DeviceStatusChange } from './device-status-change.entity.js';
export {
  BOOLEAN_FALSE_CELLS,
  BOOLEAN_TRUE_CELLS,
  CATEGORY_DEFINITIONS,
  COMMON_CSV_HEADERS,
  IDENTIFYING_FIELDS,
  categoryDefinition,
  csvColumns,
  formatPerformanceCell,
  type CategoryDefinition,
  type CsvColumn,
  type IdentifyingField,
  type PerformanceField,
} from './categories.js';
export type { DeviceQueryService } from './device-query.service.js';
export { registeredCertificateNumbers } from './certificate-number-key.js';
export { deviceNumberKey } from './device-search-keys.js';
export { calendarDate } from './calendar-date.js';
export {
  DEVICE_ID_COLUMN,
  deviceCsvColumns,
  templateCsv,
  templateSampleRows,
  type DeviceExportColumn,
} from './device-csv.js';
export { EXPORT_BATCH_ROWS, streamDeviceRows, type DeviceCsvRow } from './device-rows-sql.js';
export { sendXlsx, TEXT_FORMAT, textWidth, XLSX_CONTENT_TYPE } from './xlsx-export.js';
export { certificateDto, specItems, type CertificateDto, type PerformanceValue } from './device.dto.js';
export {
  PUBLIC_STATUSES,
  isPubliclyVisible,
  publicCanceledAt,
  publicStatusLabel,
  publicStatusOf,
  publiclyVisibleWhere,
  todayInTokyo,
} from './visibility.js';
export {
  brandNameFilter,
  includeExpiredFilter,
  numberFilter,
  numberKeyPattern,
  numberWhere,
  publishDateFromFilter,
  releaseDateFromFilter,
  systemTypeFilter,
  systemTypePattern,
  systemTypeWhere,
} from './device-list-filters.js';
export { fieldDescription } from './field-english-names.js';
export { categoryObjectType } from './device-graphql.dto.js';
export { CertificateType } from './device-history-graphql.dto.js';
export { CategoryFieldNames, DeviceSpecItemType, SharedPasswordOptionType } from './device-parts-graphql.dto.js';

/** The registry's services: the query service (lists, access) the uploads build on, and the lifecycle. */
export function createDeviceRegistryServices(deps: { mailer: Mailer }) {
  const deviceQuery = new DeviceQueryService();
  return {
    deviceQuery,
    deviceLifecycle: new DeviceLifecycleService(deviceQuery, new MailDeviceNotifier(deps.mailer)),
  };
}
