import type { Config } from './config.js';
import type { FileStore } from './core/files/file-store.js';
import { createFileStore } from './core/files/create-file-store.js';
import type { SecretBox } from './core/security/secret-box.js';
import { systemClock, type Clock } from './core/clock.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { UsersService } from './modules/users/users.service.js';
import { BrandNamesService } from './modules/brand-names/brand-names.service.js';
import { Mailer } from './modules/mail/mailer.js';
import { OrganizationsService } from './modules/organizations/organizations.service.js';
import { RegistrationService } from './modules/organizations/registration.service.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SharedPasswordsService } from './modules/shared-passwords/shared-passwords.service.js';
import { EvaluationOrganizationsService } from './modules/evaluation-organizations/evaluation-organizations.service.js';
import { InformationService } from './modules/information/information.service.js';
import { CategoriesService } from './modules/link-categories/categories.service.js';
import { LinksService } from './modules/links/links.service.js';
import { PublicLinksService } from './modules/links/public-links.service.js';
import { DevicesService } from './modules/devices/devices.service.js';
import { MailDeviceNotifier } from './modules/devices/mail-device-notifier.js';
import { PublicDevicesService } from './modules/devices/public/public-devices.service.js';
import { DeviceChangesService } from './modules/devices/changes/device-changes.service.js';

export interface ServiceDeps {
  config: Config;
  secretBox: SecretBox;
  /** Defaults to a Mailer built from config (SMTP_URL, or .eml files under <dataDir>/mail/). */
  mailer?: Mailer;
  /** "Now" for rate limits and throttles; the system clock unless a test passes its own. */
  clock?: Clock;
  /** Certificate bytes; defaults to FILE_STORE (or <dataDir>/files). */
  files?: FileStore;
}

/** One instance of each domain service per process; both front doors (GraphQL, /api) call these. */
export function createServices(deps: ServiceDeps) {
  const sessions = new SessionStore(deps.config.sessionIdleMinutes);
  const mailer = deps.mailer ?? new Mailer(deps.config);
  const files = deps.files ?? createFileStore(deps.config);
  return {
    deps,
    clock: deps.clock ?? systemClock,
    mailer,
    files,
    sessions,
    auth: new AuthService(sessions),
    users: new UsersService(),
    brandNames: new BrandNamesService(),
    organizations: new OrganizationsService(mailer),
    registration: new RegistrationService(mailer),
    passwordReset: new PasswordResetService(mailer),
    sharedPasswords: new SharedPasswordsService(),
    evaluationOrganizations: new EvaluationOrganizationsService(),
    information: new InformationService(),
    categories: new CategoriesService(),
    links: new LinksService(),
    publicLinks: new PublicLinksService(),
    devices: new DevicesService({ notifier: new MailDeviceNotifier(mailer), files }),
    publicDevices: new PublicDevicesService(),
    deviceChanges: new DeviceChangesService(),
  };
}

export type Services = ReturnType<typeof createServices>;
