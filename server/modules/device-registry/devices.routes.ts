import { create as contentDisposition } from 'content-disposition';
import type { Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../../core/context.js';
import type { Config } from '../../config.js';
import { Role } from '../../core/domain.js';
import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { camelizeKeys } from '../../core/rest/case.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import { dateAsShown } from '../../rules/tokyo-date.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from './categories.js';
import { organizationCsvColumns } from './device-csv.js';
import { sendCsv } from '../../core/csv/csv-writer.js';
import { sendXlsx, XLSX_CONTENT_TYPE } from './xlsx-export.js';
import { certificateJson, deviceJson, statusChangeJson, uploadCheckJson } from './device-rest.dto.js';
import type { Device } from './device.entity.js';
import { DEVICE_NOT_FOUND, type DeviceQueryService } from './device-query.service.js';
import type { DeviceUploadService, UploadRun } from '../device-uploads/device-upload.service.js';
import type { DownloadFile, UploadKitService } from '../device-uploads/upload-kit.service.js';
import type { DeviceLifecycleService } from './device-lifecycle.service.js';
import { CERTIFICATE_NOT_FOUND, type CertificatesService } from '../certificates/certificates.service.js';
import { sendCertificateFile } from '../certificates/certificate-download.js';
import type { PublicDevicesService } from '../public-devices/public-devices.service.js';
import type { DeviceAction } from './lifecycle.js';
import { readMultipart, type MultipartUpload } from '../device-uploads/upload/multipart.js';
import { UploadAborted } from '../device-uploads/upload/upload-progress.js';
import { DEVICE_STATUS_LABELS } from '../../core/domain.js';
import { deviceApiRoutes } from './openapi/devices-openapi-part.js';
import { DEVICES_API } from './openapi/device-routes.openapi.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';
import type { RouteDescription } from '../../core/rest/openapi/route-description.js';

/** The services behind the signed-in device routes. */
export interface DeviceRouteServices {
  query: DeviceQueryService;
  upload: DeviceUploadService;
  uploadKit: UploadKitService;
  lifecycle: DeviceLifecycleService;
  certificates: CertificatesService;
  publicDevices: PublicDevicesService;
}

function sendFile(res: Response, contentType: string, file: DownloadFile): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.fileName, { fallback: file.asciiFileName }));
  res.end(file.content);
}

/**
 * An upload's fields, its zip and how it runs: `progress_id` (the browser's id for polling
 * uploadProgress) and a signal that aborts when the client goes away before
 * its answer (a canceled upload).
 */
function uploadRun(body: MultipartUpload, res: Response) {
  const progressId = body.fields.progress_id;
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const run: UploadRun = { progressId: typeof progressId === 'string' ? progressId : null, signal: abort.signal };
  return { fields: camelizeKeys(body.fields), zip: body.zip, run };
}

/** The handler's answer; nothing when the upload stopped because its client went away (nobody to tell). */
async function whileConnected<T>(res: Response, handler: () => Promise<T>): Promise<T | undefined> {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof UploadAborted)) throw error;
    res.destroy();
    return undefined;
  }
}

function categoryRoutes(
  api: ApiRoutes,
  definition: CategoryDefinition,
  config: Config,
  publicLimit: RequestHandler,
  services: DeviceRouteServices,
): void {
  const base = `/${definition.apiResource}`;
  const { category } = definition;
  const { query, upload, uploadKit, lifecycle, certificates, publicDevices } = services;

  api.get(
    base,
    DEVICES_API.list,
    route('user', async (ctx, req) => {
      const [page, lastUpdate] = await Promise.all([
        query.list(ctx, category, camelizeKeys({ ...req.query })),
        publicDevices.lastUpdate(ctx, category),
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
          { label: 'ID', width: 0.5, value: (d) => d.id },
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
    `${base}/download/template`,
    DEVICES_API.template,
    route('user', async (ctx, _req, res) => {
      sendFile(res, 'text/csv; charset=Shift_JIS', await uploadKit.template(ctx, category));
    }),
  );

  api.get(
    `${base}/download/template.xlsx`,
    DEVICES_API.workbookTemplate,
    route('user', async (ctx, _req, res) => {
      sendFile(res, XLSX_CONTENT_TYPE, await uploadKit.templateWorkbook(ctx, category));
    }),
  );

  api.get(
    `${base}/download/sample`,
    DEVICES_API.sample,
    route('user', async (ctx, _req, res) => {
      sendFile(res, 'application/zip', await uploadKit.sample(ctx, category));
    }),
  );

  api.post(
    `${base}/check`,
    DEVICES_API.check,
    route('user', async (ctx, req, res) => {
      await query.access(ctx, category);
      const { fields, zip, run } = uploadRun(await readMultipart(req, config.uploadMaxBytes), res);
      return whileConnected(res, async () => uploadCheckJson(await upload.check(ctx, category, zip, fields, run)));
    }),
  );

  api.post(
    base,
    DEVICES_API.upload,
    route('user', async (ctx, req, res) => {
      await query.access(ctx, category);
      const { fields, zip, run } = uploadRun(await readMultipart(req, config.uploadMaxBytes), res);
      return whileConnected(res, async () => {
        const result = await upload.commit(ctx, category, zip, fields, run);
        res.status(201);
        return { created: result.created, ids: result.ids };
      });
    }),
  );

  api.get(
    `${base}/:id`,
    DEVICES_API.detail,
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
export function devicesRoutes(config: Config, publicLimit: RequestHandler, services: DeviceRouteServices): ApiRoutes {
  const api = deviceApiRoutes();
  for (const definition of CATEGORY_DEFINITIONS) categoryRoutes(api, definition, config, publicLimit, services);
  return api;
}
