import { EDITION_NAMES, type EditionCode } from './editions.js';
import { BUILDING_OPENING_LEVEL2 } from './openings.js';

/**
 * Page headings and titles the web renders and the server writes into a page's document before its
 * scripts run (link previews in chat and mail, crawlers that do not run scripts).
 */
export const SITE_NAME = '省エネ設備 登録情報ポータル';

/**
 * 「<page heading> | 省エネ設備 登録情報ポータル」; the heading alone when it already names the site
 * (an edition's top), and the site name alone before a heading exists.
 */
export function titleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  if (!text) return SITE_NAME;
  return text.startsWith(SITE_NAME) ? text : `${text} | ${SITE_NAME}`;
}

/** A public (or signed-in) device list's heading: 「コージェネレーション設備一覧」. */
export const deviceListHeading = (categoryLabel: string) => `${categoryLabel}一覧`;

/**
 * A device page's heading in two parts: the category, and the certificate number that names the
 * device (the web keeps the second part on one line).
 */
export function deviceDetailHeading(categoryLabel: string, certificateNumber: string) {
  return { category: `${categoryLabel} 詳細`, name: `（${certificateNumber}）` };
}

/** An edition's top page (/house, /building). */
export const editionTopHeading = (edition: EditionCode) => `${SITE_NAME}（${EDITION_NAMES[edition]}）`;

/** An edition's reference link categories (/house/links, /building/links). */
export const linkCategoriesHeading = (edition: EditionCode) => `参考リンク カテゴリー一覧（${EDITION_NAMES[edition]}）`;

/** What the house edition's opening pages search by (/house/links/opening/window, …/door). */
export const HOUSE_OPENING_ITEMS = { window: '窓', door: 'ドア' } as const;

export const houseOpeningHeading = (item: keyof typeof HOUSE_OPENING_ITEMS) =>
  `開口部（${HOUSE_OPENING_ITEMS[item]}）の仕様から探す`;

/** The building edition's openings (/building/links/opening). */
export const BUILDING_OPENING_HEADING = `${BUILDING_OPENING_LEVEL2}（${EDITION_NAMES.building}）`;

/** A maker's sign-in (/login/house, /login/building). */
export const loginHeading = (edition: EditionCode) => `情報提供事業者ログイン（${EDITION_NAMES[edition]}）`;

/** /organization/register (and its confirm step). */
export const REGISTRATION_HEADING = '情報提供事業者 登録';

/** /password/email and the reset link's page. */
export const PASSWORD_RESET_HEADING = 'パスワード再設定';

/** /organization/guide. */
export const REGISTRATION_GUIDE_HEADING = '情報提供事業者 登録のご案内';

/** The page of an address the portal has no page for (or of a device or category nobody may see). */
export const NOT_FOUND_HEADING = 'ページが見つかりません';
export const NOT_FOUND_TEXT = 'お探しのページは移動または削除された可能性があります。';

/** /search: the results of a search by number or name across the five categories. */
export const SEARCH_HEADING = '機器の検索';
