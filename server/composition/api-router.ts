import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../config.js';
import type { Services } from './services.js';
import { authRoutes, passwordResetRoutes } from '../modules/auth/index.js';
import { usersRoutes, usersOpenApi } from '../modules/users/index.js';
import { brandNamesRoutes, brandNamesOpenApi } from '../modules/brand-names/index.js';
import { organizationsRoutes, organizationsOpenApi } from '../modules/organizations/index.js';
import { sharedPasswordsRoutes, sharedPasswordsOpenApi } from '../modules/shared-passwords/index.js';
import {
  evaluationOrganizationsRoutes,
  evaluationOrganizationsOpenApi,
} from '../modules/evaluation-organizations/index.js';
import { informationRoutes, informationOpenApi } from '../modules/information/index.js';
import { linksRoutes, linksOpenApi } from '../modules/links/index.js';
import { devicesRoutes, deviceRegistryOpenApi } from '../modules/device-registry/index.js';
import { deviceUploadsRoutes } from '../modules/device-uploads/index.js';
import {
  PUBLIC_DEVICES_API,
  publicApiRateLimit,
  publicCsvRoutes,
  publicDevicesOpenApi,
  publicDevicesRoutes,
} from '../modules/public-devices/index.js';
import { deviceSearchRoutes } from '../modules/device-search/index.js';
import { deviceChangesRoutes } from '../modules/device-changes/index.js';
import { exportGate } from '../core/http/export-gate.js';
import { restErrorHandler } from '../core/rest/error-handler.js';
import { route } from '../core/rest/handler.js';
import { buildOpenApiDocument } from '../core/rest/openapi/document.js';
import { ApiRoutes } from '../core/rest/api-routes.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../core/rest/openapi/route-description.js';
import { jsonBody } from '../core/http/json-body.js';

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

/** Every module's answer schemas and path parameters, for the OpenAPI document. */
const OPENAPI_PARTS: OpenApiPart[] = [
  publicDevicesOpenApi,
  deviceRegistryOpenApi,
  linksOpenApi,
  informationOpenApi,
  organizationsOpenApi,
  usersOpenApi,
  brandNamesOpenApi,
  sharedPasswordsOpenApi,
  evaluationOrganizationsOpenApi,
];

const DOCUMENT: RouteDescription = {
  tag: OPENAPI_TAGS.meta,
  summary: 'This OpenAPI 3.1 document',
  response: 'The document',
};

/** The /api facade of SPEC §7: JSON in and out, same services as GraphQL. */
export function apiRouter(config: Config, services: Services): Router {
  return apiRoutes(config, services).router;
}

/** The /api routes, each registered with its OpenAPI description (the document lists exactly these). */
export function apiRoutes(config: Config, services: Services): ApiRoutes {
  const api = new ApiRoutes();
  const router = api.router;
  router.use(jsonBody(config.jsonBodyLimit));
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get(
    '/openapi.json',
    DOCUMENT,
    route('public', () => (openApi ??= buildOpenApiDocument(api.routes, OPENAPI_PARTS))),
  );

  // The public device routes before everything else: they are the hot path (each route passed on
  // the way costs a path match), and a public request (no session, or `public=1`) stops there.
  const publicLimit = publicApiRateLimit(config, services.clock);
  api.mount(deviceChangesRoutes(publicLimit, services.deviceChanges));
  api.mount(publicDevicesRoutes(publicLimit, services));
  api.mount(deviceSearchRoutes(publicLimit, services));
  const exportSlots = {
    running: config.exportConcurrency,
    waiting: config.exportQueue,
    waitMs: EXPORT_WAIT_MS,
    perClient: EXPORTS_PER_CLIENT,
  };
  api.mount(publicCsvRoutes(publicLimit, exportGate(exportSlots), services));
  // Signed-in whole-list downloads (a list PDF draws every row, an administrator's device CSV reads
  // every device) are bounded the same way, with slots of their own: public downloads cannot starve
  // them. The gate comes before the session check; a refused sign-in answers at once and frees its slot.
  const signedInExports = exportGate(exportSlots);
  router.use((req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD') && SIGNED_IN_EXPORT.test(req.path)
      ? signedInExports(req, res, next)
      : next(),
  );
  api.mount(authRoutes(services.auth));
  api.mount(usersRoutes(services.users));
  api.mount(brandNamesRoutes(services.brandNames));
  api.mount(organizationsRoutes(services.registration, services.organizations));
  api.mount(passwordResetRoutes(services.passwordReset));
  api.mount(sharedPasswordsRoutes(services.sharedPasswords));
  api.mount(evaluationOrganizationsRoutes(services.evaluationOrganizations));
  api.mount(informationRoutes(services.information));
  api.mount(linksRoutes(services.publicLinks, services.links, services.categories));
  // The signed-in list and detail answer on the public ones' paths, with their descriptions.
  const publicPaths = {
    lastUpdate: services.publicDevices.lastUpdate.bind(services.publicDevices),
    list: PUBLIC_DEVICES_API.list,
    detail: PUBLIC_DEVICES_API.detail,
  };
  api.mount(
    devicesRoutes(
      publicLimit,
      { query: services.deviceQuery, lifecycle: services.deviceLifecycle, certificates: services.certificates },
      publicPaths,
    ),
  );
  api.mount(
    deviceUploadsRoutes(config, {
      query: services.deviceQuery,
      upload: services.deviceUpload,
      uploadKit: services.uploadKit,
    }),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: 'APIが見つかりません' });
  });
  router.use(restErrorHandler);
  return api;
}
