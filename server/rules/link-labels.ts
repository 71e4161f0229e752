interface CategoryLevels {
  level1: string;
  level2: string;
  level3?: string | null;
  name: string;
}

const levelsOf = (category: CategoryLevels) =>
  [category.level1, category.level2, category.level3, category.name].filter(Boolean);

/** A category's place in the reference tree as text: 「level1 ＞ level2 ＞ level3 ＞ name」 (page descriptions). */
export function categoryPath(category: CategoryLevels): string {
  return levelsOf(category).join(' ＞ ');
}

/**
 * The same on a page (tables, headings, confirm pages): a no-break space before each ＞, so a narrow
 * cell breaks after it (「太陽光発電システム ＞」｜「太陽電池モジュール」) and never starts a line with it.
 */
export function categoryPathOnPage(category: CategoryLevels): string {
  return levelsOf(category).join('\u00a0＞ ');
}

/** One wording for a link's approval everywhere (administrator and organization lists, filter, PDF). */
export const APPROVAL_LABELS = { approved: '承認済', unapproved: '未承認' } as const;
export const approvalLabel = (approved: boolean) => (approved ? APPROVAL_LABELS.approved : APPROVAL_LABELS.unapproved);
