import { addMasterDataRoutes, type MasterDataPdf } from '../../core/master-data/master-data.routes.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { pageJson } from '../../core/rest/handler.js';
import type { BrandName } from './brand-name.entity.js';
import { brandNameJson } from './brand-name-rest.dto.js';
import type { BrandNamesService } from './brand-names.service.js';
import { BRAND_NAMES_API } from './brand-names.openapi.js';

const PDF: MasterDataPdf<BrandName> = {
  title: 'ブランド事業者一覧',
  columns: [
    { label: 'ブランド名', width: 2, value: (b) => b.name },
    { label: '事業者', width: 2, value: (b) => b.organization.name },
    { label: '備考', width: 3, value: (b) => b.note },
  ],
};

export function brandNamesRoutes(brandNamesService: BrandNamesService): ApiRoutes {
  const api = new ApiRoutes();
  api.get('/brand_names', BRAND_NAMES_API.list, 'admin', async (ctx, req) =>
    pageJson('brand_names', await brandNamesService.list(ctx, req.query), brandNameJson),
  );
  addMasterDataRoutes(api, { api: BRAND_NAMES_API, service: brandNamesService, json: brandNameJson, pdf: PDF });
  return api;
}
