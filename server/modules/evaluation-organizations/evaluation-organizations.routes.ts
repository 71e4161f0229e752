import { addMasterDataRoutes, type MasterDataPdf } from '../../core/master-data/master-data.routes.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { pageJson } from '../../core/rest/handler.js';
import type { EvaluationOrganization } from './evaluation-organization.entity.js';
import { evaluationOrganizationJson } from './evaluation-organization-rest.dto.js';
import type { EvaluationOrganizationsService } from './evaluation-organizations.service.js';
import { EVALUATION_ORGANIZATIONS_API } from './evaluation-organizations.openapi.js';

const PDF: MasterDataPdf<EvaluationOrganization> = {
  title: '評価機関一覧',
  columns: [
    { label: '評価機関番号', width: 1.5, value: (e) => e.number },
    { label: '評価機関名', width: 4, value: (e) => e.name },
  ],
};

export function evaluationOrganizationsRoutes(
  evaluationOrganizationsService: EvaluationOrganizationsService,
): ApiRoutes {
  const api = new ApiRoutes();
  // Without `page` every row (as the legacy client reads them); with `page`, that page of 25.
  api.get('/evaluation_organizations', EVALUATION_ORGANIZATIONS_API.list, 'admin', async (ctx, req) => {
    const result = await evaluationOrganizationsService.list(ctx, req.query);
    if (Array.isArray(result))
      return { evaluation_organizations: result.map(evaluationOrganizationJson), total: result.length };
    return pageJson('evaluation_organizations', result, evaluationOrganizationJson);
  });
  addMasterDataRoutes(api, {
    api: EVALUATION_ORGANIZATIONS_API,
    service: evaluationOrganizationsService,
    json: evaluationOrganizationJson,
    pdf: PDF,
  });
  return api;
}
