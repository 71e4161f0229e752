import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../../config.js';
import type { Services } from '../../services.js';
import { authRoutes } from '../../modules/auth/auth.routes.js';
import { usersRoutes } from '../../modules/users/users.routes.js';
import { brandNamesRoutes } from '../../modules/brand-names/brand-names.routes.js';
import { organizationsRoutes } from '../../modules/organizations/organizations.routes.js';
import { passwordResetRoutes } from '../../modules/auth/password-reset.routes.js';
import { sharedPasswordsRoutes } from '../../modules/shared-passwords/shared-passwords.routes.js';
import { evaluationOrganizationsRoutes } from '../../modules/evaluation-organizations/evaluation-organizations.routes.js';
import { informationRoutes } from '../../modules/information/information.routes.js';
import { linksRoutes } from '../../modules/links/links.routes.js';
import { devicesRoutes } from '../../modules/devices/devices.routes.js';
import { publicApiRateLimit, publicDevicesRoutes } from '../../modules/devices/public/public-devices.routes.js';
import { deviceSearchRoutes } from '../../modules/devices/search/device-search.routes.js';
import { deviceChangesRoutes } from '../../modules/devices/changes/device-changes.routes.js';
import { publicCsvRoutes } from '../../modules/devices/csv/csv.routes.js';
import { exportGate } from '../http/export-gate.js';
import { restErrorHandler } from './error-handler.js';
import { route } from './handler.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { jsonBody } from '../http/json-body.js';

/** How long a whole-list download waits for a slot, and how many one client may have running or waiting. */
const EXPORT_WAIT_MS = 30_000;
const EXPORTS_PER_CLIENT = 2;
/** The signed-in list downloads: every list's PDF and the organization CSV and workbook of each category. */
const SIGNED_IN_EXPORT = /^\/[a-z_]+\/download\/(pdf|organization_csv|organization_xlsx)$/;

/** Every /api answer, refusals before the router included (XSRF 403, 400, 413): never cached. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}

/** The /api facade of SPEC §7: JSON in and out, same services as GraphQL. */
export function apiRouter(config: Config, services: Services): Router {
  const router = Router();
  router.use(jsonBody(config.jsonBodyLimit));
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get(
    '/openapi.json',
    route('public', () => (openApi ??= buildOpenApiDocument(router))),
  );

  // The public device routes before everything else: they are the hot path (each route passed on
  // the way costs a path match), and a public request (no session, or `public=1`) stops there.
  const publicLimit = publicApiRateLimit(config, services.clock);
  router.use(deviceChangesRoutes(publicLimit, services.deviceChanges));
  router.use(publicDevicesRoutes(publicLimit, services));
  router.use(deviceSearchRoutes(publicLimit, services));
  const exportSlots = {
    running: config.exportConcurrency,
    waiting: config.exportQueue,
    waitMs: EXPORT_WAIT_MS,
    perClient: EXPORTS_PER_CLIENT,
  };
  router.use(publicCsvRoutes(publicLimit, exportGate(exportSlots), services));
  // Signed-in whole-list downloads (a list PDF draws every row, an administrator's device CSV reads
  // every device) are bounded the same way, with slots of their own: public downloads cannot starve
  // them. The gate comes before the session check; a refused sign-in answers at once and frees its slot.
  const signedInExports = exportGate(exportSlots);
  router.use((req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD') && SIGNED_IN_EXPORT.test(req.path)
      ? signedInExports(req, res, next)
      : next(),
  );
  router.use(authRoutes(services.auth));
  router.use(usersRoutes(services.users));
  router.use(brandNamesRoutes(services.brandNames));
  router.use(organizationsRoutes(services.registration, services.organizations));
  router.use(passwordResetRoutes(services.passwordReset));
  router.use(sharedPasswordsRoutes(services.sharedPasswords));
  router.use(evaluationOrganizationsRoutes(services.evaluationOrganizations));
  router.use(informationRoutes(services.information));
  router.use(linksRoutes(services.publicLinks, services.links, services.categories));
  router.use(
    devicesRoutes(config, publicLimit, {
      query: services.deviceQuery,
      upload: services.deviceUpload,
      uploadKit: services.uploadKit,
      lifecycle: services.deviceLifecycle,
      certificates: services.certificates,
      publicDevices: services.publicDevices,
    }),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: 'APIが見つかりません' });
  });
  router.use(restErrorHandler);
  return router;
}
