import type { PageMeta } from '../../core/http/spa-documents.js';
import { EDITION_NAMES, type EditionCode } from '../../rules/editions.js';
import {
  BUILDING_OPENING_HEADING,
  editionTopHeading,
  houseOpeningHeading,
  linkCategoriesHeading,
  loginHeading,
  PASSWORD_RESET_HEADING,
  REGISTRATION_GUIDE_HEADING,
  REGISTRATION_HEADING,
  SEARCH_HEADING,
  titleFor,
} from '../../rules/page-titles.js';

const EDITIONS: readonly EditionCode[] = ['house', 'building'];

const page = (heading: string, description: string): PageMeta => ({ title: titleFor(heading), description });

/**
 * The documents of the public pages that need no data for their heading (the editions' tops, the
 * reference link pages, the registration guide and form, the sign-in and password reset request pages):
 * the heading the page renders, and a sentence of what it holds for search results and link
 * previews.
 */
const FIXED_PAGE_META: ReadonlyMap<string, PageMeta> = new Map([
  ...EDITIONS.map(
    (edition) =>
      [
        `/${edition}`,
        page(
          editionTopHeading(edition),
          `${EDITION_NAMES[edition]}：省エネルギー性能に関する設備の登録情報、情報提供事業者の参考リンクとお知らせを掲載しています。`,
        ),
      ] as const,
  ),
  ...EDITIONS.map(
    (edition) =>
      [
        `/${edition}/links`,
        page(
          linkCategoriesHeading(edition),
          `${EDITION_NAMES[edition]}の参考リンクをカテゴリー別に掲載しています。カテゴリーごとに、製品情報を掲載している事業者とそのリンクをご覧いただけます。`,
        ),
      ] as const,
  ),
  ...EDITIONS.map(
    (edition) =>
      [
        `/login/${edition}`,
        page(
          loginHeading(edition),
          `${EDITION_NAMES[edition]}：情報提供事業者の方がログインして、設備の登録情報と参考リンクを登録・申請する画面です。`,
        ),
      ] as const,
  ),
  [
    '/house/links/opening/window',
    page(
      houseOpeningHeading('window'),
      `${EDITION_NAMES.house}：建具（サッシ）とガラスの種類から、窓の製品情報を掲載している事業者とリンクを探せます。`,
    ),
  ],
  [
    '/house/links/opening/door',
    page(
      houseOpeningHeading('door'),
      `${EDITION_NAMES.house}：ドアの種類から、ドアの製品情報を掲載している事業者とリンクを探せます。`,
    ),
  ],
  [
    '/building/links/opening',
    page(
      BUILDING_OPENING_HEADING,
      `${EDITION_NAMES.building}：窓・ガラスなど開口部の製品情報を掲載している事業者とリンクです。`,
    ),
  ],
  [
    '/organization/register',
    page(REGISTRATION_HEADING, '省エネ設備の登録情報と参考リンクを掲載する情報提供事業者の登録申請の画面です。'),
  ],
  [
    '/password/email',
    page(PASSWORD_RESET_HEADING, 'ログインのパスワードを忘れたときに、再設定のためのメールを受け取る画面です。'),
  ],
  [
    '/search',
    page(SEARCH_HEADING, '品番・型式・証明書番号やブランド名から、5種類の省エネ設備の登録情報をまとめて検索できます。'),
  ],
  [
    '/organization/guide',
    page(
      REGISTRATION_GUIDE_HEADING,
      '設備の登録情報と参考リンクを掲載する情報提供事業者の登録の流れと利用規約のご案内です。',
    ),
  ],
]);

const PASSWORD_RESET_LINK = /^\/password\/reset\/(?:house|building)\/[^/]+$/;
const PASSWORD_RESET_LINK_META = page(
  PASSWORD_RESET_HEADING,
  'メールでお送りしたリンクから、ログインの新しいパスワードを設定する画面です。',
);

/**
 * The meta of a page that needs no data, by its path without a trailing slash: a fixed page, or
 * the page a password reset mail links to (one path per token, one document for all of them).
 */
export function fixedPageMeta(page: string): PageMeta | undefined {
  return FIXED_PAGE_META.get(page) ?? (PASSWORD_RESET_LINK.test(page) ? PASSWORD_RESET_LINK_META : undefined);
}
