/** The change feed's front door: which public devices changed since a moment, with tombstones, for mirrors. */
import { DeviceChangesService } from './device-changes.service.js';
import { DeviceChange } from './device-change.entity.js';

export const deviceChangesEntities = [DeviceChange];
export { DeviceChangesResolver } from './device-changes.resolver.js';
export { deviceChangesRoutes } from './device-changes.routes.js';

export function createDeviceChangesServices() {
  return { deviceChanges: new DeviceChangesService() };
}
