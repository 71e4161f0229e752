/** The product search's front door: numbers and names over the five categories' public devices. */
import { DeviceSearchService } from './device-search.service.js';

export { DeviceSearchResolver } from './device-search.resolver.js';
export { deviceSearchRoutes } from './device-search.routes.js';

export function createDeviceSearchServices() {
  return { deviceSearch: new DeviceSearchService() };
}
