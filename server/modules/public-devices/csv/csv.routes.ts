import { type RequestHandler } from 'express';
import { sendCsv } from '../../../core/csv/csv-writer.js';
import { route } from '../../../core/rest/handler.js';
import { CATEGORY_DEFINITIONS, deviceApiRoutes, sendXlsx } from '../../device-registry/index.js';
import { PUBLIC_DEVICES_API } from '../openapi/public-routes.openapi.js';
import { publicCategoryCache, queryOf, type PublicDeviceRouteServices } from '../public-devices.routes.js';
import { certificateKenkenCsvColumns, kenkenCsvColumns } from './kenken-csv.js';
import { publicCsvColumns } from './public-csv.js';
import type { ApiRoutes } from '../../../core/rest/api-routes.js';

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

    api.get(
      `/${apiResource}/download/csv`,
      PUBLIC_DEVICES_API.publicCsv,
      cache,
      limit,
      gate,
      route('public', async (ctx, req, res) => {
        const rows = await publicDevicesService.exportRows(ctx, category, queryOf(req));
        await sendCsv(res, {
          baseName: `${label}一覧`,
          asciiBaseName: apiResource,
          columns: publicCsvColumns(definition),
          rows,
        });
      }),
    );

    api.get(
      `/${apiResource}/download/xlsx`,
      PUBLIC_DEVICES_API.publicXlsx,
      cache,
      limit,
      gate,
      route('public', async (ctx, req, res) => {
        const rows = await publicDevicesService.exportRows(ctx, category, queryOf(req));
        await sendXlsx(res, {
          baseName: `${label}一覧`,
          asciiBaseName: apiResource,
          sheetName: label,
          columns: publicCsvColumns(definition),
          rows,
        });
      }),
    );

    api.get(
      `/${apiResource}/download/kenken_csv`,
      PUBLIC_DEVICES_API.kenkenCsv,
      cache,
      limit,
      gate,
      route('public', async (ctx, _req, res) => {
        const rows = await publicDevicesService.exportRows(ctx, category, {});
        await sendCsv(res, {
          baseName: `${label}_計算プログラム用`,
          asciiBaseName: `${apiResource}_kenken`,
          columns: kenkenCsvColumns(definition),
          rows,
        });
      }),
    );

    api.get(
      `/${certificateResource}/download/kenken_csv`,
      PUBLIC_DEVICES_API.certificatesCsv,
      cache,
      limit,
      gate,
      route('public', async (ctx, _req, res) => {
        const rows = publicDevicesService.certificateRows(ctx, category);
        await sendCsv(res, {
          baseName: `${label}_証明書_計算プログラム用`,
          asciiBaseName: `${certificateResource}_kenken`,
          columns: certificateKenkenCsvColumns(definition),
          rows,
        });
      }),
    );
  }
  return api;
}
