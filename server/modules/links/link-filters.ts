import type { FilterQuery } from '@mikro-orm/core';
import type { InferType } from 'yup';
import { OrganizationStatus } from '../../core/domain.js';
import type { Link } from './link.entity.js';
import type { linkFilterSchema, publicLinkFilterSchema } from './link.inputs.js';
import { effectiveLevel1 } from './level1-rule.js';
import { containsPattern } from '../../core/db/like.js';

type LinkFilter = InferType<typeof linkFilterSchema>;
type PublicLinkFilter = InferType<typeof publicLinkFilterSchema>;

const DATE_FIELD = { created_at: 'createdAt', updated_at: 'updatedAt', approved_at: 'approvedAt' } as const;
const JST = '+09:00';

function categoryWhere(f: { type?: LinkFilter['type']; level1?: string; level2?: string; categoryCode?: string }) {
  const category: Record<string, unknown> = {};
  const level1 = effectiveLevel1(f.type, f.level1);
  if (level1) category.level1 = level1;
  if (f.level2) category.level2 = f.level2;
  if (f.categoryCode) category.code = f.categoryCode;
  return category;
}

/** The administrator/organization list filters (SPEC §3, and §7's organization_id) as a MikroORM condition. */
export function linkListWhere(f: LinkFilter, organizationId?: number): FilterQuery<Link> {
  const where: Record<string, unknown> = {};
  if (f.type) where.type = f.type;
  const category = categoryWhere(f);
  if (Object.keys(category).length > 0) where.category = category;
  // An organization user's own links, whatever it asks for; an administrator may name one organization.
  if (organizationId !== undefined) where.organization = organizationId;
  else if (f.organizationId) where.organization = f.organizationId;
  else if (f.organizationName) where.organization = { name: { $ilike: containsPattern(f.organizationName) } };
  if (f.approved !== undefined) where.approved = f.approved;
  if (f.startDate || f.finishDate) {
    const range: Record<string, Date> = {};
    if (f.startDate) range.$gte = new Date(`${f.startDate}T00:00:00${JST}`);
    if (f.finishDate) range.$lt = new Date(new Date(`${f.finishDate}T00:00:00${JST}`).getTime() + 86_400_000);
    where[DATE_FIELD[f.dateType ?? 'created_at']] = range;
  }
  return where as FilterQuery<Link>;
}

/** Public: approved, non-evaluator links of approved organizations. */
export const PUBLIC_LINK: FilterQuery<Link> = {
  approved: true,
  forEvaluator: false,
  organization: { status: OrganizationStatus.approved },
};

export function publicLinkWhere(f: PublicLinkFilter): FilterQuery<Link> {
  const where: Record<string, unknown> = { ...(PUBLIC_LINK as object) };
  if (f.type) where.type = f.type;
  const category = categoryWhere(f);
  if (Object.keys(category).length > 0) where.category = category;
  if (f.organizationId) where.organization = { id: f.organizationId, status: OrganizationStatus.approved };
  return where as FilterQuery<Link>;
}
