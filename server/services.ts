import type { Config } from './config.js';
import type { SecretBox } from './core/security/secret-box.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { UsersService } from './modules/users/users.service.js';
import { BrandNamesService } from './modules/brand-names/brand-names.service.js';
import { SharedPasswordsService } from './modules/shared-passwords/shared-passwords.service.js';
import { EvaluationOrganizationsService } from './modules/evaluation-organizations/evaluation-organizations.service.js';
import { InformationService } from './modules/information/information.service.js';
import { PublicDevicesService } from './modules/devices/public/public-devices.service.js';

export interface ServiceDeps {
  config: Config;
  secretBox: SecretBox;
}

/** One instance of each domain service per process; both front doors (GraphQL, /api) call these. */
export function createServices(deps: ServiceDeps) {
  const sessions = new SessionStore(deps.config.sessionIdleMinutes);
  return {
    deps,
    sessions,
    auth: new AuthService(sessions),
    users: new UsersService(),
    brandNames: new BrandNamesService(),
    sharedPasswords: new SharedPasswordsService(),
    evaluationOrganizations: new EvaluationOrganizationsService(),
    information: new InformationService(),
    publicDevices: new PublicDevicesService(),
  };
}

export type Services = ReturnType<typeof createServices>;
