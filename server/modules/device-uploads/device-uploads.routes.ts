import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';
import type { Config } from '../../config.js';
import { route } from '../../core/rest/handler.js';
import { camelizeKeys } from '../../core/rest/case.js';
import type { ApiRoutes } from '../../core/rest/api-routes.js';
import type { RouteDescription } from '../../core/rest/openapi/route-description.js';
import type { RequestContext } from '../../core/context.js';
import { clientGoneSignal } from '../../core/client-gone.js';
import {
  perCategoryRoutes,
  XLSX_CONTENT_TYPE,
  type CategoryRoutesPlace,
  type DeviceQueryService,
} from '../device-registry/index.js';
import type { DeviceUploadService, UploadRun } from './device-upload.service.js';
import type { DownloadFile, UploadKitService } from './upload-kit.service.js';
import { uploadCheckJson } from './upload-rest.dto.js';
import { readMultipart, type MultipartUpload } from './upload/multipart.js';
import { UploadAborted } from './upload/upload-progress.js';
import { UPLOADS_API } from './device-uploads.openapi.js';

/** The services behind the upload routes. */
export interface DeviceUploadRouteServices {
  query: DeviceQueryService;
  upload: DeviceUploadService;
  uploadKit: UploadKitService;
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
  const run: UploadRun = {
    progressId: typeof progressId === 'string' ? progressId : null,
    signal: clientGoneSignal(res),
  };
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
  { api, category, base }: CategoryRoutesPlace,
  config: Config,
  services: DeviceUploadRouteServices,
): void {
  const { query, upload, uploadKit } = services;

  type KitFile = (ctx: RequestContext) => Promise<DownloadFile>;
  /** A signed-in download of the upload kit: the file the kit makes for this category. */
  const download = (path: string, description: RouteDescription, type: string, make: KitFile) =>
    api.get(
      `${base}/download/${path}`,
      description,
      route('user', async (ctx, _req, res) => sendFile(res, type, await make(ctx))),
    );
  download('template', UPLOADS_API.template, 'text/csv; charset=Shift_JIS', (ctx) => uploadKit.template(ctx, category));
  download('template.xlsx', UPLOADS_API.workbookTemplate, XLSX_CONTENT_TYPE, (ctx) =>
    uploadKit.templateWorkbook(ctx, category),
  );
  download('sample', UPLOADS_API.sample, 'application/zip', (ctx) => uploadKit.sample(ctx, category));
  download('sample_xlsx', UPLOADS_API.workbookSample, 'application/zip', (ctx) =>
    uploadKit.sample(ctx, category, 'xlsx'),
  );

  api.post(
    `${base}/check`,
    UPLOADS_API.check,
    route('user', async (ctx, req, res) => {
      await query.access(ctx, category);
      const { fields, zip, run } = uploadRun(await readMultipart(req, config.uploadMaxBytes), res);
      return whileConnected(res, async () => uploadCheckJson(await upload.check(ctx, category, zip, fields, run)));
    }),
  );

  api.post(
    base,
    UPLOADS_API.upload,
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
}

/** The upload kit (templates, sample) and the upload's two steps, /api/{category}/…, for every category of the table. */
export function deviceUploadsRoutes(config: Config, services: DeviceUploadRouteServices): ApiRoutes {
  return perCategoryRoutes((place) => categoryRoutes(place, config, services));
}
