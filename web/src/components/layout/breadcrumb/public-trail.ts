import { paths } from '@/config/paths';
import type { Edition } from '@/generated/graphql';
import type { Crumb } from './breadcrumb-context';

export interface PublicTrailOptions {
  categoryName?: string;
  /** The matching category list page; without it the category crumb links to the category list. */
  categoryTo?: string;
  itemName?: string;
}

/** SPEC §2: category list → category name → item name (the top page is added by <Breadcrumb>). */
export function publicLinksTrail(
  edition: Edition,
  { categoryName, categoryTo, itemName }: PublicTrailOptions,
): Crumb[] {
  const trail: Crumb[] = [{ label: 'カテゴリー一覧', to: paths.edition.links(edition) }];
  if (categoryName) trail.push({ label: categoryName, to: categoryTo ?? paths.edition.links(edition) });
  if (itemName) trail.push({ label: itemName });
  return trail;
}
