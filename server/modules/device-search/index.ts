/** The product search's front door: numbers and names over the five categories' public devices. */
import type { PublicDataVersion } from '../public-devices/index.js';
import { DeviceSearchService } from './device-search.service.js';
import { SearchableNames } from './searchable-names.js';

export { DeviceSearchResolver } from './device-search.resolver.js';
export { deviceSearchRoutes } from './device-search.routes.js';

export function createDeviceSearchServices(deps: { publicVersion: PublicDataVersion }) {
  return { deviceSearch: new DeviceSearchService(new SearchableNames(deps.publicVersion)) };
}
