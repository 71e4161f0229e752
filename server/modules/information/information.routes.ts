import { addMasterDataRoutes } from '../../core/master-data/master-data.routes.js';
import { pageJson } from '../../core/rest/handler.js';
import { dateTimeAsShown } from '../../rules/tokyo-date.js';
import { SHOW_TYPE_LABELS } from './information.inputs.js';
import { informationJson } from './information-rest.dto.js';
import type { InformationService } from './information.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { INFORMATION_API } from './information.openapi.js';

/** The list filters of the query string (express may hand over a null-prototype object). */
const filterOf = (query: Record<string, unknown>) => ({ page: query.page, showType: query.show_type });

export function informationRoutes(informationService: InformationService): ApiRoutes {
  const api = new ApiRoutes();

  api.get('/information', INFORMATION_API.list, 'admin', async (ctx, req) =>
    pageJson('information', await informationService.list(ctx, filterOf(req.query)), informationJson),
  );

  // Published notices for ?audience=house|building (public) or organization (signed in).
  api.get('/information/public', INFORMATION_API.public, 'public', async (ctx, req) =>
    pageJson(
      'information',
      await informationService.published(ctx, { page: req.query.page, audience: req.query.audience }),
      informationJson,
    ),
  );

  addMasterDataRoutes(api, {
    api: INFORMATION_API,
    service: informationService,
    json: informationJson,
    pdf: async (ctx, req) => {
      const filter = filterOf(req.query);
      const showType = filter.showType as keyof typeof SHOW_TYPE_LABELS | undefined;
      return {
        title: 'お知らせ一覧',
        subtitle: showType ? `表示先: ${SHOW_TYPE_LABELS[showType]}` : undefined,
        columns: [
          { label: '公開日時', width: 1.3, value: (i) => dateTimeAsShown(i.publishedAt) },
          { label: '表示先', width: 1.2, value: (i) => SHOW_TYPE_LABELS[i.showType] },
          { label: 'タイトル', width: 5, value: (i) => i.title },
        ],
        rows: await informationService.filteredExportRows(ctx, filter),
      };
    },
  });
  return api;
}
