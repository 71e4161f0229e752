import type { AnySchema } from 'yup';
import { OPENAPI_TAGS, type RouteDescription } from '../rest/openapi/route-description.js';
import { rowCrudApi, type RowCrudApi, type RowCrudApiNames } from '../rest/openapi/row-crud-api.js';

/** How a master-data table is named in the /api document and answers (its section is Administration). */
export interface MasterDataApiNames extends Omit<RowCrudApiNames, 'tag' | 'byIdSummary'> {
  /** The list route (`GET {path}`), its section left out. */
  list: Omit<RouteDescription, 'tag'>;
  /** The export's filter, when it has one (the list's). */
  pdfQuery?: AnySchema;
}

/** A master-data table's answer keys and the descriptions of its list, export and row routes (addMasterDataRoutes). */
export interface MasterDataApi extends RowCrudApi {
  list: RouteDescription;
  pdf: RouteDescription;
}

export function masterDataApi(names: MasterDataApiNames): MasterDataApi {
  const { noun } = names;
  return {
    list: { tag: OPENAPI_TAGS.admin, ...names.list },
    ...rowCrudApi({ ...names, tag: OPENAPI_TAGS.admin }),
    pdf: {
      tag: OPENAPI_TAGS.admin,
      summary: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s as PDF`,
      ...(names.pdfQuery ? { query: names.pdfQuery } : {}),
      response: 'PDF file',
      produces: 'application/pdf',
      gate: 'exports',
    },
  };
}
