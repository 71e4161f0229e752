/** The organizations module's front door: registration, approval, profiles and zip passwords. */
import { Organization } from './organization.entity.js';

export const organizationsEntities = [Organization];
export { OrganizationsResolver } from './organizations.resolver.js';
export { organizationsRoutes } from './organizations.routes.js';
export { OrganizationsService } from './organizations.service.js';
export { RegistrationService } from './registration.service.js';
export { organizationsOpenApi } from './organizations.openapi.js';
