import type { RequestContext } from '../../core/context.js';
import { Organization } from './organization.entity.js';

/**
 * An organization referenced by another entity, loaded through MikroORM's dataloader: a list of N
 * rows costs one extra query, not N. Already-loaded organizations come from the identity map.
 */
export async function loadOrganization(
  ctx: RequestContext,
  org: Organization | null | undefined,
): Promise<Organization | null> {
  if (!org) return null;
  return (await ctx.em.getReference(Organization, org.id, { wrapped: true }).load({ dataloader: true })) ?? null;
}
