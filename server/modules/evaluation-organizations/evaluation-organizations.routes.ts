import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import type { EvaluationOrganization } from './evaluation-organization.entity.js';
import { evaluationOrganizationJson } from './evaluation-organization-rest.dto.js';
import type { EvaluationOrganizationsService } from './evaluation-organizations.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { EVALUATION_ORGANIZATIONS_API } from './evaluation-organizations.openapi.js';

export function evaluationOrganizationsRoutes(
  evaluationOrganizationsService: EvaluationOrganizationsService,
): ApiRoutes {
  const api = new ApiRoutes();

  // Without `page` every row (as the legacy client reads them); with `page`, that page of 25.
  api.get(
    '/evaluation_organizations',
    EVALUATION_ORGANIZATIONS_API.list,
    route('admin', async (ctx, req) => {
      const result = await evaluationOrganizationsService.list(ctx, req.query);
      if (Array.isArray(result))
        return { evaluation_organizations: result.map(evaluationOrganizationJson), total: result.length };
      return {
        evaluation_organizations: result.items.map(evaluationOrganizationJson),
        total: result.total,
        page: result.page,
      };
    }),
  );

  api.get(
    '/evaluation_organizations/download/pdf',
    EVALUATION_ORGANIZATIONS_API.pdf,
    route('admin', async (ctx, _req, res) => {
      await sendListPdf<EvaluationOrganization>(res, {
        title: '評価機関一覧',
        columns: [
          { label: 'ID', width: 0.5, value: (e) => e.id },
          { label: '評価機関番号', width: 1.5, value: (e) => e.number },
          { label: '評価機関名', width: 4, value: (e) => e.name },
        ],
        rows: evaluationOrganizationsService.exportRows(ctx),
      });
    }),
  );

  api.get(
    '/evaluation_organizations/:id',
    EVALUATION_ORGANIZATIONS_API.byId,
    route('admin', async (ctx, req) => {
      return {
        evaluation_organizations: [
          evaluationOrganizationJson(
            await evaluationOrganizationsService.get(ctx, requireId(req, '評価機関が見つかりません')),
          ),
        ],
      };
    }),
  );

  api.post(
    '/evaluation_organizations',
    EVALUATION_ORGANIZATIONS_API.create,
    route('admin', async (ctx, req, res) => {
      const created = await evaluationOrganizationsService.create(ctx, bodyOf(req));
      res.status(201);
      return { evaluation_organization: evaluationOrganizationJson(created) };
    }),
  );

  api.put(
    '/evaluation_organizations/:id',
    EVALUATION_ORGANIZATIONS_API.update,
    route('admin', async (ctx, req) => {
      const updated = await evaluationOrganizationsService.update(
        ctx,
        requireId(req, '評価機関が見つかりません'),
        bodyOf(req),
      );
      return { evaluation_organization: evaluationOrganizationJson(updated) };
    }),
  );

  api.delete(
    '/evaluation_organizations/:id',
    EVALUATION_ORGANIZATIONS_API.delete,
    route('admin', async (ctx, req) => {
      await evaluationOrganizationsService.delete(ctx, requireId(req, '評価機関が見つかりません'));
    }),
  );

  return api;
}
