/** The devices module's front door: the registry, uploads, the public read path and the change feed. */
import type { FileStore } from '../../core/files/file-store.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { Mailer } from '../mail/index.js';
import { DeviceQueryService } from './device-query.service.js';
import { DeviceUploadService } from '../device-uploads/device-upload.service.js';
import { UploadKitService } from '../device-uploads/upload-kit.service.js';
import { DeviceLifecycleService } from './device-lifecycle.service.js';
import { MailDeviceNotifier } from './mail-device-notifier.js';
import { PublicDevicesService } from '../public-devices/public-devices.service.js';
import { DeviceSearchService } from '../device-search/device-search.service.js';
import { PublicDataVersion } from '../public-devices/public-data-version.js';
import { DeviceChangesService } from '../device-changes/device-changes.service.js';
import { Device } from './device.entity.js';
import { DeviceStatusChange } from './device-status-change.entity.js';
import { DeviceChange } from '../device-changes/device-change.entity.js';
import { UploadPreview } from '../device-uploads/upload-preview.entity.js';
import { UploadProgress } from '../device-uploads/upload-progress.entity.js';
import { CertificateType, DeviceStatusChangeType } from './device-history-graphql.dto.js';
import { DeviceInterface, deviceObjectTypes } from './device-graphql.dto.js';
import { PublicDeviceInterface, publicDeviceObjectTypes } from '../public-devices/public-device-graphql.dto.js';

export const devicesEntities = [Device, DeviceStatusChange, DeviceChange, UploadPreview, UploadProgress];
/** The device types every category's object implements, in the schema whether or not an operation returns them. */
export const devicesGraphqlTypes = [
  CertificateType,
  DeviceStatusChangeType,
  DeviceInterface,
  ...deviceObjectTypes,
  PublicDeviceInterface,
  ...publicDeviceObjectTypes,
];
export { DevicesResolver } from './devices.resolver.js';
export { PublicDevicesResolver } from '../public-devices/public-devices.resolver.js';
export { DeviceSearchResolver } from '../device-search/device-search.resolver.js';
export { DeviceChangesResolver } from '../device-changes/device-changes.resolver.js';
export { devicesRoutes } from './devices.routes.js';
export { publicApiRateLimit, publicDevicesRoutes } from '../public-devices/public-devices.routes.js';
export { deviceSearchRoutes } from '../device-search/device-search.routes.js';
export { deviceChangesRoutes } from '../device-changes/device-changes.routes.js';
export { publicCsvRoutes } from '../public-devices/csv/csv.routes.js';
export { PublicDataVersion } from '../public-devices/public-data-version.js';
export { devicesOpenApi } from './openapi/devices-openapi-part.js';

/** Public lists' totals kept by data version and filter (ListSummaries): a few hundred bytes each. */
const LIST_SUMMARIES = 2_000;

/** The registry, upload, public read path and change feed services, sharing one query service and one data version. */
export function createDevicesServices(deps: {
  files: FileStore;
  secretBox: SecretBox;
  mailer: Mailer;
  /** PUBLIC_CACHE_MEGABYTES: 0 keeps no list totals either. */
  publicCacheMegabytes: number;
}) {
  const deviceQuery = new DeviceQueryService();
  const publicVersion = new PublicDataVersion();
  return {
    deviceQuery,
    deviceUpload: new DeviceUploadService(deviceQuery, deps.files, deps.secretBox),
    uploadKit: new UploadKitService(deviceQuery, deps.secretBox),
    deviceLifecycle: new DeviceLifecycleService(deviceQuery, new MailDeviceNotifier(deps.mailer)),
    publicDevices: new PublicDevicesService(publicVersion, deps.publicCacheMegabytes > 0 ? LIST_SUMMARIES : 0),
    publicVersion,
    deviceChanges: new DeviceChangesService(),
    deviceSearch: new DeviceSearchService(),
  };
}
