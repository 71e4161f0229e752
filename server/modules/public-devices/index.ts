/** The public read path's front door: public lists, details and downloads, their data version and answer cache. */
import type { OpenApiPart } from '../../core/rest/openapi/route-description.js';
import { PublicDevicesService } from './public-devices.service.js';
import { PublicDataVersion } from './public-data-version.js';
import { PublicDeviceInterface, publicDeviceObjectTypes } from './public-device-graphql.dto.js';
import { PUBLIC_DEVICE_SCHEMAS } from './openapi/public-device-schemas.js';

/** The public device types every category's object implements, in the schema whether or not an operation returns them. */
export const publicDevicesGraphqlTypes = [PublicDeviceInterface, ...publicDeviceObjectTypes];
export { PublicDevicesResolver } from './public-devices.resolver.js';
export { publicApiRateLimit, publicDevicesRoutes } from './public-devices.routes.js';
export { publicCsvRoutes } from './csv/csv.routes.js';
export { PUBLIC_DEVICES_API } from './openapi/public-routes.openapi.js';
export { PublicDataVersion } from './public-data-version.js';
/** The public device answers' schemas (a device of each category, search hits, the public history). */
export const publicDevicesOpenApi: OpenApiPart = { schemas: PUBLIC_DEVICE_SCHEMAS };

// What the search and the change feed build on.
export { PAGE_CURSOR } from './openapi/public-device-schemas.js';
export { PublicDeviceInterface } from './public-device-graphql.dto.js';
export { publicDeviceGraphql } from './public-device.dto.js';
export { PublicCategoryArgs } from './public-devices.args.js';
export { INCLUDE_EXPIRED_ARG, cursorWindowFields, emptyToUndefined } from './public-devices.inputs.js';
export { publicDeviceJson } from './public-device-rest.dto.js';
export { queryOf, type PublicDeviceRouteServices } from './public-devices.routes.js';
export {
  publicDeviceRecord,
  publicRowsQuery,
  readPublicRecords,
  type PublicDeviceRecord,
} from './public-device-rows.js';

/** Public lists' totals kept by data version and filter (ListSummaries): a few hundred bytes each. */
const LIST_SUMMARIES = 2_000;

/** The public read path's service and the devices' data version it answers by. */
export function createPublicDevicesServices(deps: {
  /** PUBLIC_CACHE_MEGABYTES: 0 keeps no list totals either. */
  publicCacheMegabytes: number;
}) {
  const publicVersion = new PublicDataVersion();
  return {
    publicDevices: new PublicDevicesService(publicVersion, deps.publicCacheMegabytes > 0 ? LIST_SUMMARIES : 0),
    publicVersion,
  };
}
