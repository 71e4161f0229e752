/** The organizations module's front door: registration, approval, profiles and zip passwords. */
import type { Clock } from '../../core/clock.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SessionStore } from '../auth/index.js';
import type { Mailer } from '../mail/index.js';
import { OrganizationsService } from './organizations.service.js';
import { RegistrationService } from './registration.service.js';
import { Organization } from './organization.entity.js';

export const organizationsEntities = [Organization];
export { OrganizationsResolver } from './organizations.resolver.js';
export { organizationsRoutes } from './organizations.routes.js';
export { organizationsOpenApi } from './organizations.openapi.js';

export function createOrganizationsServices(deps: {
  mailer: Mailer;
  sessions: SessionStore;
  secretBox: SecretBox;
  clock: Clock;
}) {
  return {
    organizations: new OrganizationsService(deps.mailer, deps.sessions, deps.secretBox),
    registration: new RegistrationService(deps.mailer, deps.secretBox, deps.clock),
  };
}
