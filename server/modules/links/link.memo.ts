import type { RequestContext } from '../../core/context.js';
import { managesOrganization } from '../../policies/viewer.policy.js';
import type { Link } from './link.entity.js';

/**
 * Memos belong to evaluator links and are shown only to: the administrators, the organization
 * that owns the link, and an evaluator who just proved a number + password (the links returned by
 * that answer are marked here; entities are per request, so a mark never outlives it).
 */
const revealed = new WeakSet<Link>();

export function revealMemo(link: Link): void {
  revealed.add(link);
}

export function canSeeEvaluatorDetails(ctx: RequestContext, link: Link): boolean {
  if (revealed.has(link)) return true;
  return managesOrganization(ctx.viewer, link.organization.id);
}

export function visibleMemo(ctx: RequestContext, link: Link): string | null {
  if (!link.forEvaluator) return null;
  return canSeeEvaluatorDetails(ctx, link) ? (link.memo ?? null) : null;
}
