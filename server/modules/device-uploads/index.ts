/** The device uploads' front door: the upload kit (templates, sample), the check and the commit, their preview and progress. */
import type { FileStore } from '../../core/files/file-store.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { DeviceQueryService } from '../device-registry/index.js';
import { DeviceUploadService } from './device-upload.service.js';
import { UploadKitService } from './upload-kit.service.js';
import { UploadPreview } from './upload-preview.entity.js';
import { UploadProgress } from './upload-progress.entity.js';

export const deviceUploadsEntities = [UploadPreview, UploadProgress];
export { DeviceUploadsResolver } from './device-uploads.resolver.js';
export { deviceUploadsRoutes } from './device-uploads.routes.js';

/** The upload and upload-kit services, on the registry's query service (category access). */
export function createDeviceUploadsServices(deps: {
  deviceQuery: DeviceQueryService;
  files: FileStore;
  secretBox: SecretBox;
}) {
  return {
    deviceUpload: new DeviceUploadService(deps.deviceQuery, deps.files, deps.secretBox),
    uploadKit: new UploadKitService(deps.deviceQuery, deps.secretBox),
  };
}
