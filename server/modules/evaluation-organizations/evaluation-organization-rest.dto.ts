import type { EvaluationOrganization } from './evaluation-organization.entity.js';

/** Never includes the password hash. */
export function evaluationOrganizationJson(evaluationOrganization: EvaluationOrganization) {
  return {
    id: evaluationOrganization.id,
    name: evaluationOrganization.name,
    number: evaluationOrganization.number,
    created_at: evaluationOrganization.createdAt,
    updated_at: evaluationOrganization.updatedAt,
  };
}
