import type { Config } from '../config.js';
import type { FileStore } from '../core/files/file-store.js';
import type { SecretBox } from '../core/security/secret-box.js';
import { systemClock, type Clock } from '../core/clock.js';
import { ClientBudget } from '../core/rate-limit/client-budget.js';
import { createAuthServices } from '../modules/auth/index.js';
import { createUsersServices } from '../modules/users/index.js';
import { createBrandNamesServices } from '../modules/brand-names/index.js';
import { Mailer } from '../modules/mail/index.js';
import { createOrganizationsServices } from '../modules/organizations/index.js';
import { createSharedPasswordsServices } from '../modules/shared-passwords/index.js';
import { createEvaluationOrganizationsServices } from '../modules/evaluation-organizations/index.js';
import { createJobsServices } from '../modules/jobs/index.js';
import { createSiteServices } from '../modules/site/index.js';
import { createInformationServices } from '../modules/information/index.js';
import { createLinkCategoriesServices } from '../modules/link-categories/index.js';
import { createLinksServices } from '../modules/links/index.js';
import { createDeviceRegistryServices } from '../modules/device-registry/index.js';
import { createDeviceUploadsServices } from '../modules/device-uploads/index.js';
import { createPublicDevicesServices } from '../modules/public-devices/index.js';
import { createDeviceChangesServices } from '../modules/device-changes/index.js';
import { createDeviceSearchServices } from '../modules/device-search/index.js';
import { createCertificatesServices } from '../modules/certificates/index.js';
import { PublicAnswerCache } from '../core/http/public-answer-cache.js';

export interface ServiceDeps {
  config: Config;
  secretBox: SecretBox;
  /** Defaults to a Mailer built from config (SMTP_URL, or .eml files under <dataDir>/mail/). */
  mailer?: Mailer;
  /** "Now" for rate limits and throttles; the system clock unless a test passes its own. */
  clock?: Clock;
  /** Certificate bytes: FILE_STORE's store (`openFileStore`), or a test's. */
  files: FileStore;
}

/**
 * The composition root: one instance of each domain service per process, each module's built by
 * its front door's factory from what it needs. Both front doors (GraphQL resolvers, /api routers)
 * are built from this object (graphql.ts, api-router.ts); nothing looks a service up per request.
 */
export function createServices(deps: ServiceDeps) {
  const { config, secretBox } = deps;
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? new Mailer(config);
  const { files } = deps;
  // Per client IP: one budget of argon2id work (19 MB, tens of ms each) for every door that checks
  // or sets a password, and one of reset mails (a mail and a database write each, whatever the address).
  const passwordChecks = new ClientBudget(clock, config.processCount, config.passwordChecksPerMinute);
  const resetMails = new ClientBudget(clock, config.processCount, config.resetMailsPerMinute);
  const auth = createAuthServices({
    sessionIdleMinutes: config.sessionIdleMinutes,
    clock,
    passwordChecks,
    resetMails,
    mailer,
  });
  const { sessions } = auth;
  const linkCategories = createLinkCategoriesServices();
  const deviceRegistry = createDeviceRegistryServices({ mailer });
  const publicDevices = createPublicDevicesServices({ publicCacheMegabytes: config.publicCacheMegabytes });
  return {
    deps,
    clock,
    mailer,
    files,
    ...auth,
    ...createUsersServices({ sessions }),
    ...createBrandNamesServices(),
    ...createOrganizationsServices({ mailer, sessions, secretBox, clock }),
    ...createSharedPasswordsServices({ secretBox }),
    ...createEvaluationOrganizationsServices(),
    ...createJobsServices(),
    ...createSiteServices(linkCategories),
    ...createInformationServices(),
    ...linkCategories,
    ...createLinksServices({ clock, passwordChecks }),
    ...deviceRegistry,
    ...createDeviceUploadsServices({ deviceQuery: deviceRegistry.deviceQuery, files, secretBox }),
    ...publicDevices,
    ...createDeviceChangesServices(),
    ...createDeviceSearchServices({
      publicVersion: publicDevices.publicVersion,
      databasePoolMax: config.databasePoolMax,
      searchesPerClient: config.searchesPerClient,
    }),
    ...createCertificatesServices({ files }),
    publicAnswers: new PublicAnswerCache(config.publicCacheMegabytes * 1024 * 1024),
  };
}

export type Services = ReturnType<typeof createServices>;
