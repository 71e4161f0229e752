/** The information module's front door: notices (お知らせ). */
import { InformationService } from './information.service.js';
import { Information } from './information.entity.js';

export const informationEntities = [Information];
export { Information };
export { InformationResolver } from './information.resolver.js';
export { informationRoutes } from './information.routes.js';
export { informationOpenApi } from './information.openapi.js';

export function createInformationServices() {
  return { information: new InformationService() };
}
