import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import type { BrandName } from './brand-name.entity.js';
import { brandNameJson } from './brand-name-rest.dto.js';
import type { BrandNamesService } from './brand-names.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { BRAND_NAMES_API } from './brand-names.openapi.js';

export function brandNamesRoutes(brandNamesService: BrandNamesService): ApiRoutes {
  const api = new ApiRoutes();

  api.get(
    '/brand_names',
    BRAND_NAMES_API.list,
    route('admin', async (ctx, req) => {
      const page = await brandNamesService.list(ctx, req.query);
      return { brand_names: page.items.map(brandNameJson), total: page.total, page: page.page };
    }),
  );

  api.get(
    '/brand_names/download/pdf',
    BRAND_NAMES_API.pdf,
    route('admin', async (ctx, _req, res) => {
      await sendListPdf<BrandName>(res, {
        title: 'ブランド事業者一覧',
        columns: [
          { label: 'ID', width: 0.5, value: (b) => b.id },
          { label: 'ブランド名', width: 2, value: (b) => b.name },
          { label: '事業者', width: 2, value: (b) => b.organization.name },
          { label: '備考', width: 3, value: (b) => b.note },
        ],
        rows: brandNamesService.exportRows(ctx),
      });
    }),
  );

  api.get(
    '/brand_names/:id',
    BRAND_NAMES_API.byId,
    route('admin', async (ctx, req) => {
      return {
        brand_names: [
          brandNameJson(await brandNamesService.get(ctx, requireId(req, 'ブランド事業者が見つかりません'))),
        ],
      };
    }),
  );

  api.post(
    '/brand_names',
    BRAND_NAMES_API.create,
    route('admin', async (ctx, req, res) => {
      const brandName = await brandNamesService.create(ctx, bodyOf(req));
      res.status(201);
      return { brand_name: brandNameJson(brandName) };
    }),
  );

  api.put(
    '/brand_names/:id',
    BRAND_NAMES_API.update,
    route('admin', async (ctx, req) => {
      return {
        brand_name: brandNameJson(
          await brandNamesService.update(ctx, requireId(req, 'ブランド事業者が見つかりません'), bodyOf(req)),
        ),
      };
    }),
  );

  api.delete(
    '/brand_names/:id',
    BRAND_NAMES_API.delete,
    route('admin', async (ctx, req) => {
      await brandNamesService.delete(ctx, requireId(req, 'ブランド事業者が見つかりません'));
    }),
  );

  return api;
}
