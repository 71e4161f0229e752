/**
 * Pages of the association's own site, relative to its address (VITE_ASSOCIATION_URL at the web
 * build): the footer links to them, and mails that send a reader to the association give its
 * contact page.
 */
export const ASSOCIATION_CONTACT_PAGE = 'contact/';

export const ASSOCIATION_PAGES = [
  { label: 'サイトマップ', path: 'sitemap/' },
  { label: 'お問い合わせ', path: ASSOCIATION_CONTACT_PAGE },
  { label: 'ニュース', path: 'news/' },
  { label: 'トピックス', path: 'topics/' },
  { label: 'リンク集', path: 'links/' },
] as const;

/** A page of the association's site, e.g. associationPage(ASSOCIATION_CONTACT_PAGE, home). */
export function associationPage(relativePath: string, associationUrl: string): string {
  return new URL(relativePath, associationUrl).href;
}
