import type { Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../../../core/context.js';
import type { RouteDescription } from '../../../core/rest/openapi/route-description.js';
import { sendCsv } from '../../../core/csv/csv-writer.js';
import { route } from '../../../core/rest/handler.js';
import { CATEGORY_DEFINITIONS, deviceApiRoutes, sendXlsx } from '../../device-registry/index.js';
import { PUBLIC_DEVICES_API } from '../openapi/public-routes.openapi.js';
import { publicCategoryCache, queryOf, type PublicDeviceRouteServices } from '../public-devices.routes.js';
import { certificateKenkenCsvColumns, kenkenCsvColumns } from './kenken-csv.js';
import { publicCsvColumns } from './public-csv.js';
import type { ApiRoutes } from '../../../core/rest/api-routes.js';

/** Sends one download: the rows of a list, as a CSV or workbook. */
type PublicDownload = (ctx: RequestContext, req: Request, res: Response) => Promise<void>;

/**
 * Public CSV downloads: the list as filtered (also as a workbook), the kenken CSV, and the certificate kenken CSV. A 304
 * or a cached answer is served before `limit` and `gate` (a bound on the exports running at once).
 */
export function publicCsvRoutes(
  limit: RequestHandler,
  gate: RequestHandler,
  services: PublicDeviceRouteServices,
): ApiRoutes {
  const api = deviceApiRoutes();
  const publicDevicesService = services.publicDevices;
  for (const definition of CATEGORY_DEFINITIONS) {
    const { category, apiResource, certificateResource, label } = definition;
    const cache = publicCategoryCache(category, services);
    const download = (path: string, description: RouteDescription, send: PublicDownload) =>
      api.get(path, description, cache, limit, gate, route('public', send));

    download(`/${apiResource}/download/csv`, PUBLIC_DEVICES_API.publicCsv, async (ctx, req, res) => {
      await sendCsv(res, {
        baseName: `${label}一覧`,
        asciiBaseName: apiResource,
        columns: publicCsvColumns(definition),
        rows: await publicDevicesService.exportRows(ctx, category, queryOf(req)),
      });
    });

    download(`/${apiResource}/download/xlsx`, PUBLIC_DEVICES_API.publicXlsx, async (ctx, req, res) => {
      await sendXlsx(res, {
        baseName: `${label}一覧`,
        asciiBaseName: apiResource,
        sheetName: label,
        columns: publicCsvColumns(definition),
        rows: await publicDevicesService.exportRows(ctx, category, queryOf(req)),
      });
    });

    download(`/${apiResource}/download/kenken_csv`, PUBLIC_DEVICES_API.kenkenCsv, async (ctx, _req, res) => {
      await sendCsv(res, {
        baseName: `${label}_計算プログラム用`,
        asciiBaseName: `${apiResource}_kenken`,
        columns: kenkenCsvColumns(definition),
        rows: await publicDevicesService.exportRows(ctx, category, {}),
      });
    });

    download(
      `/${certificateResource}/download/kenken_csv`,
      PUBLIC_DEVICES_API.certificatesCsv,
      async (ctx, _req, res) => {
        await sendCsv(res, {
          baseName: `${label}_証明書_計算プログラム用`,
          asciiBaseName: `${certificateResource}_kenken`,
          columns: certificateKenkenCsvColumns(definition),
          rows: publicDevicesService.certificateRows(ctx, category),
        });
      },
    );
  }
  return api;
}
