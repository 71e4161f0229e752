import type { JsonSchema } from '../../core/rest/openapi/json-schema.js';
import { OPENAPI_TAGS, type OpenApiPart, type RouteDescription } from '../../core/rest/openapi/route-description.js';
import { listOf, objectOf, oneInList, ref, stamps, withOptionalPage } from '../../core/rest/openapi/schema-parts.js';
import {
  createEvaluationOrganizationSchema,
  updateEvaluationOrganizationSchema,
} from './evaluation-organization.inputs.js';

/** What evaluationOrganizationJson answers (never its password): every key always present. */
const SCHEMAS: Record<string, JsonSchema> = {
  EvaluationOrganization: objectOf(
    {
      id: { type: 'integer' },
      name: { type: 'string', description: '評価機関名' },
      number: { type: 'string', description: 'The number evaluators sign in with — 評価機関番号' },
      ...stamps,
    },
    'An evaluation organization (never its password)',
  ),
};

export const evaluationOrganizationsOpenApi: OpenApiPart = { schemas: SCHEMAS };

/** Every row without `page`; that page of 25 with it. */
const EVALUATION_ORGANIZATIONS_ANSWER = withOptionalPage(
  { evaluation_organizations: listOf('EvaluationOrganization'), total: { type: 'integer' } },
  'Only when a page was asked for',
);
const EVALUATION_ORGANIZATION_BY_ID_ANSWER = oneInList('evaluation_organizations', 'EvaluationOrganization');
const EVALUATION_ORGANIZATION_ANSWER = objectOf({ evaluation_organization: ref('EvaluationOrganization') });

/** The OpenAPI descriptions of the evaluation organization routes (evaluation-organizations.routes.ts). */
export const EVALUATION_ORGANIZATIONS_API = {
  list: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Evaluation organizations (評価機関)',
    response: '`{evaluation_organizations, total}`',
    schema: EVALUATION_ORGANIZATIONS_ANSWER,
  },
  pdf: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Evaluation organizations as PDF',
    response: 'PDF file',
    produces: 'application/pdf',
    gated: true,
  },
  byId: {
    tag: OPENAPI_TAGS.admin,
    summary: 'One evaluation organization',
    response: '`{evaluation_organizations: [evaluation_organization]}`',
    schema: EVALUATION_ORGANIZATION_BY_ID_ANSWER,
  },
  create: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Create an evaluation organization',
    body: createEvaluationOrganizationSchema,
    response: '201 `{evaluation_organization}`',
    schema: EVALUATION_ORGANIZATION_ANSWER,
  },
  update: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Edit an evaluation organization',
    body: updateEvaluationOrganizationSchema,
    response: '`{evaluation_organization}`',
    schema: EVALUATION_ORGANIZATION_ANSWER,
  },
  delete: {
    tag: OPENAPI_TAGS.admin,
    summary: 'Delete an evaluation organization',
    response: 'Empty (204)',
  },
} satisfies Record<string, RouteDescription>;
