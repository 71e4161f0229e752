import type { OpenApiPart } from '../../core/rest/openapi/route-description.js';
import { masterDataApi } from '../../core/master-data/master-data.openapi.js';
import { listOf, storedRow, withOptionalPage } from '../../core/rest/openapi/schema-parts.js';
import {
  createEvaluationOrganizationSchema,
  updateEvaluationOrganizationSchema,
} from './evaluation-organization.inputs.js';

/** What evaluationOrganizationJson answers (never its password): every key always present. */
export const evaluationOrganizationsOpenApi: OpenApiPart = {
  schemas: {
    EvaluationOrganization: storedRow('An evaluation organization (never its password)', {
      name: { type: 'string', description: '評価機関名' },
      number: { type: 'string', description: 'The number evaluators sign in with — 評価機関番号' },
    }),
  },
};

/** Every row without `page`; that page of 25 with it. */
const EVALUATION_ORGANIZATIONS_ANSWER = withOptionalPage(
  { evaluation_organizations: listOf('EvaluationOrganization'), total: { type: 'integer' } },
  'Only when a page was asked for',
);
/** The OpenAPI descriptions of the evaluation organization routes (evaluation-organizations.routes.ts). */
export const EVALUATION_ORGANIZATIONS_API = masterDataApi({
  list: {
    summary: 'Evaluation organizations (評価機関)',
    response: '`{evaluation_organizations, total}`',
    schema: EVALUATION_ORGANIZATIONS_ANSWER,
  },
  noun: 'evaluation organization',
  body: { create: createEvaluationOrganizationSchema, update: updateEvaluationOrganizationSchema },
});
