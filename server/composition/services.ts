import type { Config } from '../config.js';
import type { FileStore } from '../core/files/file-store.js';
import { createFileStore } from '../core/files/create-file-store.js';
import type { SecretBox } from '../core/security/secret-box.js';
import { systemClock, type Clock } from '../core/clock.js';
import { ClientBudget } from '../core/rate-limit/client-budget.js';
import { AuthService, PasswordResetService, SessionStore } from '../modules/auth/index.js';
import { UsersService } from '../modules/users/index.js';
import { BrandNamesService } from '../modules/brand-names/index.js';
import { Mailer } from '../modules/mail/index.js';
import { OrganizationsService, RegistrationService } from '../modules/organizations/index.js';
import { SharedPasswordsService } from '../modules/shared-passwords/index.js';
import { EvaluationOrganizationsService } from '../modules/evaluation-organizations/index.js';
import { MailFailuresService } from '../modules/jobs/index.js';
import { SiteMapService } from '../modules/site/index.js';
import { InformationService } from '../modules/information/index.js';
import { CategoriesService } from '../modules/link-categories/index.js';
import { LinksService, PublicLinksService } from '../modules/links/index.js';
import {
  DeviceChangesService,
  DeviceLifecycleService,
  DeviceQueryService,
  DeviceSearchService,
  DeviceUploadService,
  MailDeviceNotifier,
  PublicDataVersion,
  PublicDevicesService,
  UploadKitService,
} from '../modules/devices/index.js';
import { CertificatesService } from '../modules/certificates/index.js';
import { PublicAnswerCache } from '../core/http/public-answer-cache.js';

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

/** Public lists' totals kept by data version and filter (ListSummaries): a few hundred bytes each. */
const LIST_SUMMARIES = 2_000;

/**
 * The composition root: one instance of each domain service per process, each given what it needs
 * by constructor. Both front doors (GraphQL resolvers, /api routers) are built from this object
 * (graphql.ts, api-router.ts); nothing looks a service up per request.
 */
export function createServices(deps: ServiceDeps) {
  const { config, secretBox } = deps;
  const clock = deps.clock ?? systemClock;
  const sessions = new SessionStore(config.sessionIdleMinutes);
  const mailer = deps.mailer ?? new Mailer(config);
  const files = deps.files ?? createFileStore(config);
  const deviceQuery = new DeviceQueryService();
  const publicVersion = new PublicDataVersion();
  // Per client IP: one budget of argon2id work (19 MB, tens of ms each) for every door that checks
  // or sets a password, and one of reset mails (a mail and a database write each, whatever the address).
  const passwordChecks = new ClientBudget(clock, config.processCount, config.passwordChecksPerMinute);
  const resetMails = new ClientBudget(clock, config.processCount, config.resetMailsPerMinute);
  const categories = new CategoriesService();
  return {
    deps,
    clock,
    mailer,
    files,
    sessions,
    auth: new AuthService(sessions, clock, passwordChecks),
    users: new UsersService(sessions),
    brandNames: new BrandNamesService(),
    organizations: new OrganizationsService(mailer, sessions, secretBox),
    registration: new RegistrationService(mailer, secretBox, clock),
    passwordReset: new PasswordResetService(mailer, sessions, clock, passwordChecks, resetMails),
    sharedPasswords: new SharedPasswordsService(secretBox),
    evaluationOrganizations: new EvaluationOrganizationsService(),
    mailFailures: new MailFailuresService(),
    siteMap: new SiteMapService(categories),
    information: new InformationService(),
    categories,
    links: new LinksService(),
    publicLinks: new PublicLinksService(clock, passwordChecks),
    deviceQuery,
    deviceUpload: new DeviceUploadService(deviceQuery, files, secretBox),
    uploadKit: new UploadKitService(deviceQuery, secretBox),
    deviceLifecycle: new DeviceLifecycleService(deviceQuery, new MailDeviceNotifier(mailer)),
    certificates: new CertificatesService(files),
    publicDevices: new PublicDevicesService(publicVersion, config.publicCacheMegabytes > 0 ? LIST_SUMMARIES : 0),
    publicVersion,
    publicAnswers: new PublicAnswerCache(config.publicCacheMegabytes * 1024 * 1024),
    deviceChanges: new DeviceChangesService(),
    deviceSearch: new DeviceSearchService(),
  };
}

export type Services = ReturnType<typeof createServices>;
