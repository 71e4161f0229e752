import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../../config.js';
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
import { publicDevicesRoutes } from '../../modules/devices/public/public-devices.routes.js';
import { deviceChangesRoutes } from '../../modules/devices/changes/device-changes.routes.js';
import { publicCsvRoutes } from '../../modules/devices/csv/csv.routes.js';
import { restErrorHandler } from './error-handler.js';
import { route } from './handler.js';
import { buildOpenApiDocument } from './openapi/document.js';

/** Every /api answer, refusals before the router included (XSRF 403, 400, 413): never cached. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}

/** The /api facade of SPEC §7: JSON in and out, same services as GraphQL. */
export function apiRouter(config: Config): Router {
  const router = Router();
  router.use(express.json({ limit: config.jsonBodyLimit }));
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/openapi.json', route('public', () => (openApi ??= buildOpenApiDocument(router))));

  router.use(authRoutes());
  router.use(usersRoutes());
  router.use(brandNamesRoutes());
  router.use(organizationsRoutes());
  router.use(passwordResetRoutes());
  router.use(sharedPasswordsRoutes());
  router.use(evaluationOrganizationsRoutes());
  router.use(informationRoutes());
  router.use(linksRoutes());
  // Public device routes first: a public request (no session, or `public=1`) stops there.
  router.use(deviceChangesRoutes(config));
  router.use(publicDevicesRoutes(config));
  router.use(publicCsvRoutes(config));
  router.use(devicesRoutes(config));

  router.use((_req, res) => {
    res.status(404).json({ message: 'APIが見つかりません' });
  });
  router.use(restErrorHandler);
  return router;
}
