import type { RequestContext } from '../../core/context.js';
import type { LinkCategory } from '../link-categories/link-category.entity.js';
import type { Link } from './link.entity.js';
import { visibleMemo } from './link.memo.js';

export function categoryJson(category: LinkCategory) {
  return {
    id: category.id,
    code: category.code,
    type: category.type,
    category_name: category.name,
    name: category.name,
    level1: category.level1,
    level2: category.level2,
    level3: category.level3 ?? null,
    sort_order: category.sortOrder,
  };
}

/** The legacy snake_case link; memo only where visibleMemo allows it (evaluator links). */
export function linkJson(ctx: RequestContext, link: Link) {
  return {
    id: link.id,
    category_code: link.category.code,
    category_name: link.category.name ?? null,
    level1: link.category.level1 ?? null,
    level2: link.category.level2 ?? null,
    level3: link.category.level3 ?? null,
    url: link.url,
    type: link.type,
    for_evaluator: link.forEvaluator,
    memo: visibleMemo(ctx, link),
    approved: link.approved,
    approved_at: link.approvedAt ?? null,
    organization_id: link.organization.id,
    organization_name: link.organization.name ?? null,
    created_at: link.createdAt,
    updated_at: link.updatedAt,
  };
}
