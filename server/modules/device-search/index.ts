/** The product search's front door: numbers and names over the five categories' public devices. */
import type { PublicDataVersion } from '../public-devices/index.js';
import { DeviceSearchService } from './device-search.service.js';
import { SearchableNames } from './searchable-names.js';
import { searchGate } from './search-gate.js';

export { DeviceSearchResolver } from './device-search.resolver.js';
export { deviceSearchRoutes } from './device-search.routes.js';

/**
 * `databasePoolMax`: DATABASE_POOL_MAX; searches take at most half of the pool at once.
 * `searchesPerClient`: SEARCHES_PER_CLIENT, one client's places among them and in their line.
 */
export function createDeviceSearchServices(deps: {
  publicVersion: PublicDataVersion;
  databasePoolMax: number;
  searchesPerClient: number;
}) {
  const gate = searchGate(Math.max(1, Math.floor(deps.databasePoolMax / 2)), { perClient: deps.searchesPerClient });
  return { deviceSearch: new DeviceSearchService(new SearchableNames(deps.publicVersion), gate) };
}
