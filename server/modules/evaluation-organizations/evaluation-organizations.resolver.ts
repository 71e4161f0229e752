import { Resolver } from 'type-graphql';
import { PagedMasterDataResolver } from '../../core/master-data/master-data.resolver.js';
import { EvaluationOrganization } from './evaluation-organization.entity.js';
import { EvaluationOrganizationInput } from './evaluation-organization.inputs.js';

@Resolver(() => EvaluationOrganization)
export class EvaluationOrganizationsResolver extends PagedMasterDataResolver(
  EvaluationOrganization,
  EvaluationOrganizationInput,
  { name: 'evaluationOrganizations', description: '評価機関 (administrators), by number, 25 a page.' },
) {}
