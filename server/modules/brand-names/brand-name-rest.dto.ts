import type { BrandName } from './brand-name.entity.js';

export function brandNameJson(brandName: BrandName) {
  return {
    id: brandName.id,
    name: brandName.name,
    organization_id: brandName.organization.id,
    organization_name: brandName.organization.name ?? null,
    note: brandName.note,
    created_at: brandName.createdAt,
    updated_at: brandName.updatedAt,
  };
}
