/** The evaluation organizations module's front door (master data). */
import { EvaluationOrganizationsService } from './evaluation-organizations.service.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';

export const evaluationOrganizationsEntities = [EvaluationOrganization];
export { EvaluationOrganization };
export { EvaluationOrganizationsResolver } from './evaluation-organizations.resolver.js';
export { evaluationOrganizationsRoutes } from './evaluation-organizations.routes.js';
export { evaluationOrganizationsOpenApi } from './evaluation-organizations.openapi.js';

export function createEvaluationOrganizationsServices() {
  return { evaluationOrganizations: new EvaluationOrganizationsService() };
}
