import { DEVICE_CATEGORY_TABLE, type CategoryManagerFlag } from '@rules/device-categories';
import type { DeviceCategory } from '@/generated/graphql';

export type { DeviceCategory } from '@/generated/graphql';

/** Flags on Organization that unlock one device category for an organization user. */
export type ManagerFlag = CategoryManagerFlag;

export interface DeviceCategoryInfo {
  /** Path segment under /admin and /organization (same as the GraphQL enum). */
  readonly code: DeviceCategory;
  /** Path segment of the public list (SPEC §2: /cogenerations, ...). */
  readonly publicSlug: string;
  readonly label: string;
  readonly managerFlag: ManagerFlag;
  /** /api/{certificateResource}/{id}/file serves a device's certificate. */
  readonly certificateResource: string;
  /** The columns that name a product (a list's columns after ブランド名), in the server's order. */
  readonly identifyingFields: readonly { readonly key: string; readonly label: string }[];
}

/** The five categories, in the order the tab bars show them: the server's table (@rules/device-categories). */
export const DEVICE_CATEGORIES: readonly DeviceCategoryInfo[] = DEVICE_CATEGORY_TABLE.map((entry) => ({
  code: entry.category,
  publicSlug: entry.publicRoute.slice(1),
  label: entry.label,
  managerFlag: entry.managerFlag,
  certificateResource: entry.certificateResource,
  identifyingFields: entry.identifyingFields,
}));

export function deviceCategory(code: DeviceCategory): DeviceCategoryInfo {
  const found = DEVICE_CATEGORIES.find((category) => category.code === code);
  if (!found) throw new Error(`Unknown device category: ${code}`);
  return found;
}
