/**
 * A category's place in the reference tree: 「level1 ＞ level2 ＞ level3 ＞ name」 (tables, confirm
 * pages, page descriptions).
 */
export function categoryPath(category: {
  level1: string;
  level2: string;
  level3?: string | null;
  name: string;
}): string {
  return [category.level1, category.level2, category.level3, category.name].filter(Boolean).join(' ＞ ');
}

/** One wording for a link's approval everywhere (administrator and organization lists, filter, PDF). */
export const APPROVAL_LABELS = { approved: '承認済', unapproved: '未承認' } as const;
export const approvalLabel = (approved: boolean) => (approved ? APPROVAL_LABELS.approved : APPROVAL_LABELS.unapproved);
