/**
 * Page headings and titles the web renders and the server writes into a page's document before its
 * scripts run (link previews in chat and mail, crawlers that do not run scripts).
 */
export const SITE_NAME = '省エネ設備 登録情報ポータル';

/** 「<page heading> | 省エネ設備 登録情報ポータル」, or the site name alone before a heading exists. */
export function titleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} | ${SITE_NAME}` : SITE_NAME;
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
