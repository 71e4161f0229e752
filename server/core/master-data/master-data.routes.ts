import type { Request } from 'express';
import type { RequestContext } from '../context.js';
import type { ListPdf, PdfColumn } from '../pdf/list-pdf.js';
import type { ApiRoutes } from '../rest/api-routes.js';
import { addRowCrudRoutes } from '../rest/row-crud-routes.js';
import { sendListPdf } from '../rest/pdf.js';
import type { MasterDataApi } from './master-data.openapi.js';
import type { MasterDataService } from './master-data.service.js';

/** A master-data list's PDF: its title and the columns after the id every list PDF starts with. */
export interface MasterDataPdf<T> {
  title: string;
  /** A line under the title, e.g. the filters applied. */
  subtitle?: string;
  columns: PdfColumn<T>[];
  /** The rows to draw; when left out, every row in the list's order (the service's exportRows). */
  rows?: ListPdf<T>['rows'];
}

/** A master-data table as its /api routes see it. */
export interface MasterDataRoutesSpec<T extends { id: number }> {
  /** Its route descriptions; the collection's path is `/` + the list's answer key ('/brand_names'). */
  api: MasterDataApi;
  service: MasterDataService<T>;
  /** One row as the legacy API answers it (snake_case). */
  json: (row: T) => unknown;
  /** The list's PDF, or how the list's filters in the query string make it. */
  pdf: MasterDataPdf<T> | ((ctx: RequestContext, req: Request) => Promise<MasterDataPdf<T>>);
}

/**
 * Registers a master-data table's export and row routes on `api`, after its list route:
 * `GET {path}/download/pdf`, then the row routes of addRowCrudRoutes. Administrators only.
 */
export function addMasterDataRoutes<T extends { id: number }>(api: ApiRoutes, spec: MasterDataRoutesSpec<T>): void {
  const { service, json } = spec;
  const path = `/${spec.api.keys.many}`;
  api.get(`${path}/download/pdf`, spec.api.pdf, 'admin', async (ctx, req, res) => {
    const pdf = typeof spec.pdf === 'function' ? await spec.pdf(ctx, req) : spec.pdf;
    await sendListPdf(res, { ...pdf, rows: pdf.rows ?? service.exportRows(ctx) });
  });
  addRowCrudRoutes(api, { path, api: spec.api, access: 'admin', notFound: service.table.notFound, service, json });
}
