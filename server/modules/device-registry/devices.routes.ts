import type { Request, RequestHandler } from 'express';
import type { RequestContext } from '../../core/context.js';
import { Role, type DeviceCategory } from '../../core/domain.js';
import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { camelizeKeys } from '../../core/rest/case.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import { dateAsShown } from '../../rules/tokyo-date.js';
import { organizationCsvColumns } from './device-csv.js';
import { sendCsv } from '../../core/csv/csv-writer.js';
import { sendXlsx } from './xlsx-export.js';
import { certificateJson, deviceJson, statusChangeJson } from './device-rest.dto.js';
import type { Device } from './device.entity.js';
import { DEVICE_NOT_FOUND, type DeviceQueryService } from './device-query.service.js';
import type { DeviceLifecycleService } from './device-lifecycle.service.js';
import { CERTIFICATE_NOT_FOUND, type CertificatesService } from '../certificates/certificates.service.js';
import { sendCertificateFile } from '../certificates/certificate-download.js';
import type { DeviceAction } from './lifecycle.js';
import { DEVICE_STATUS_LABELS } from '../../core/domain.js';
import { perCategoryRoutes, type CategoryRoutesPlace } from './per-category-routes.js';
import { DEVICES_API } from './openapi/registry-routes.openapi.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';
import type { RouteDescription } from '../../core/rest/openapi/route-description.js';

/** The services behind the signed-in device routes. */
export interface DeviceRouteServices {
  query: DeviceQueryService;
  lifecycle: DeviceLifecycleService;
  certificates: CertificatesService;
}

/**
 * What the signed-in list and detail share with the public read path, which serves the same paths
 * first: the category's last update (the list's envelope) and the two paths' OpenAPI descriptions
 * (one per path). The composition root hands them in: the public read path builds on this module.
 */
export interface SharedPublicPaths {
  lastUpdate(ctx: RequestContext, category: DeviceCategory): Promise<string | null>;
  list: RouteDescription;
  detail: RouteDescription;
}

function categoryRoutes(
  { api, definition, category, base }: CategoryRoutesPlace,
  publicLimit: RequestHandler,
  services: DeviceRouteServices,
  publicPaths: SharedPublicPaths,
): void {
  const { query, lifecycle, certificates } = services;

  api.get(
    base,
    publicPaths.list,
    route('user', async (ctx, req) => {
      const [page, lastUpdate] = await Promise.all([
        query.list(ctx, category, camelizeKeys({ ...req.query })),
        publicPaths.lastUpdate(ctx, category),
      ]);
      // The same envelope as the public list (SPEC §7: the client reads data, total, last_update).
      return {
        data: page.items.map((d) => deviceJson(d, query.viewerCan(ctx.viewer, d))),
        total: page.total,
        last_update: lastUpdate,
        page: page.page,
        page_size: page.pageSize,
      };
    }),
  );

  api.get(
    `${base}/download/pdf`,
    DEVICES_API.listPdf,
    route('user', async (ctx, req, res) => {
      const rows = await query.exportRows(ctx, category, camelizeKeys({ ...req.query }));
      const admin = ctx.viewer?.role === Role.admin;
      await sendListPdf<Device>(res, {
        title: `${definition.label}一覧`,
        columns: [
          ...(admin ? [{ label: '事業者', width: 1.6, value: (d: Device) => d.organization.name }] : []),
          { label: 'ブランド名', width: 1.4, value: (d) => d.brandName.name },
          { label: '証明書番号', width: 1.4, value: (d) => d.certificateNumber },
          ...definition.identifyingFields.map((f) => ({
            label: f.label,
            width: 1.4,
            value: (d: Device) => d[f.key] ?? '',
          })),
          { label: '発売予定年月日', width: 1, value: (d) => dateAsShown(d.releaseDate) },
          { label: '公開日', width: 1, value: (d) => (d.publishDate ? dateAsShown(d.publishDate) : '') },
          { label: '状態', width: 0.8, value: (d) => DEVICE_STATUS_LABELS[d.status] },
        ],
        rows,
      });
    }),
  );

  // The list as CSV and as a workbook: one row source, one column list.
  const organizationExport = async (ctx: RequestContext, req: Request) => ({
    baseName: definition.label,
    asciiBaseName: definition.apiResource,
    columns: organizationCsvColumns(definition, { administrator: ctx.viewer?.role === Role.admin }),
    rows: await query.csvRows(ctx, category, camelizeKeys({ ...req.query })),
  });
  api.get(
    `${base}/download/organization_csv`,
    DEVICES_API.organizationCsv,
    route('user', async (ctx, req, res) => sendCsv(res, await organizationExport(ctx, req))),
  );
  api.get(
    `${base}/download/organization_xlsx`,
    DEVICES_API.organizationXlsx,
    route('user', async (ctx, req, res) =>
      sendXlsx(res, { ...(await organizationExport(ctx, req)), sheetName: definition.label }),
    ),
  );

  api.get(
    `${base}/:id`,
    publicPaths.detail,
    route('user', async (ctx, req) => {
      const id = requireId(req, DEVICE_NOT_FOUND);
      const device = await query.get(ctx, category, id);
      const history = await query.history(ctx, category, id);
      return {
        data: {
          ...deviceJson(device, query.viewerCan(ctx.viewer, device)),
          status_changes: history.map(statusChangeJson),
        },
      };
    }),
  );

  const transition = (path: string, action: DeviceAction, description: RouteDescription) =>
    api.put(
      `${base}/:id/${path}`,
      description,
      route('user', async (ctx, req) => {
        const device = await lifecycle.transition(ctx, category, requireId(req, DEVICE_NOT_FOUND), action, bodyOf(req));
        return { device: deviceJson(device, query.viewerCan(ctx.viewer, device)) };
      }),
    );
  transition('apply_publish', 'apply_publish', DEVICES_API.applyPublish);
  transition('approve/enabled', 'approve', DEVICES_API.approve);
  transition('apply_cancel', 'apply_cancel', DEVICES_API.applyCancel);
  transition('withdraw_cancel', 'withdraw_cancel', DEVICES_API.withdrawCancel);
  transition('cancel', 'cancel', DEVICES_API.cancel);

  api.put(
    `${base}/:id/date`,
    DEVICES_API.dates,
    route('user', async (ctx, req) => {
      const device = await lifecycle.updateDates(ctx, category, requireId(req, DEVICE_NOT_FOUND), bodyOf(req));
      return { device: deviceJson(device, query.viewerCan(ctx.viewer, device)) };
    }),
  );

  api.delete(
    `${base}/:id`,
    DEVICES_API.delete,
    route('user', async (ctx, req) => {
      await lifecycle.delete(ctx, category, requireId(req, DEVICE_NOT_FOUND));
    }),
  );

  // Certificates are a public door (each file request reads a whole PDF): the public /api limit.
  const cert = `/${definition.certificateResource}`;
  api.get(
    `${cert}/:id`,
    DEVICES_API.certificate,
    publicLimit,
    route('public', async (ctx, req) => {
      const certificate = await certificates.certificate(ctx, category, requireId(req, CERTIFICATE_NOT_FOUND));
      return { certificate: certificateJson(certificate) };
    }),
  );
  api.get(
    `${cert}/:id/file`,
    DEVICES_API.certificateFile,
    publicLimit,
    route('public', (ctx, req, res) =>
      sendCertificateFile(certificates, ctx, category, requireId(req, CERTIFICATE_NOT_FOUND), req, res),
    ),
  );
}

/** /api/{category} and /api/{certificate resource} for every category of the table. */
export function devicesRoutes(
  publicLimit: RequestHandler,
  services: DeviceRouteServices,
  publicPaths: SharedPublicPaths,
): ApiRoutes {
  return perCategoryRoutes((place) => categoryRoutes(place, publicLimit, services, publicPaths));
}
