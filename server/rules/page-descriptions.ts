import { EDITION_NAMES, type EditionCode } from './editions.js';

/**
 * What each public page holds, in a sentence: its meta description (search results, link
 * previews). The pages render them (web, PageMeta) on the server and in the browser alike.
 */
export const PAGE_DESCRIPTIONS = {
  editionTop: (edition: EditionCode) =>
    `${EDITION_NAMES[edition]}：省エネルギー性能に関する設備の登録情報、情報提供事業者の参考リンクとお知らせを掲載しています。`,
  linkCategories: (edition: EditionCode) =>
    `${EDITION_NAMES[edition]}の参考リンクをカテゴリー別に掲載しています。カテゴリーごとに、製品情報を掲載している事業者とそのリンクをご覧いただけます。`,
  categoryMakers: (edition: EditionCode, categoryPath: string) =>
    `${EDITION_NAMES[edition]}：${categoryPath}の製品情報を掲載している事業者と参考リンクです。`,
  houseWindows: `${EDITION_NAMES.house}：建具（サッシ）とガラスの種類から、窓の製品情報を掲載している事業者とリンクを探せます。`,
  houseDoors: `${EDITION_NAMES.house}：ドアの種類から、ドアの製品情報を掲載している事業者とリンクを探せます。`,
  buildingOpenings: `${EDITION_NAMES.building}：窓・ガラスなど開口部の製品情報を掲載している事業者とリンクです。`,
  login: (edition: EditionCode) =>
    `${EDITION_NAMES[edition]}：情報提供事業者の方がログインして、設備の登録情報と参考リンクを登録・申請する画面です。`,
  registration: '省エネ設備の登録情報と参考リンクを掲載する情報提供事業者の登録申請の画面です。',
  registrationGuide: '設備の登録情報と参考リンクを掲載する情報提供事業者の登録の流れと利用規約のご案内です。',
  passwordEmail: 'ログインのパスワードを忘れたときに、再設定のためのメールを受け取る画面です。',
  passwordReset: 'メールでお送りしたリンクから、ログインの新しいパスワードを設定する画面です。',
  search: '品番・型式・証明書番号やブランド名から、5種類の省エネ設備の登録情報をまとめて検索できます。',
  deviceList: (categoryLabel: string) =>
    `${categoryLabel}の登録情報の一覧です。ブランド名・品番・証明書番号で絞り込み、CSVでダウンロードできます。`,
  device: (categoryLabel: string, brandName: string, certificateNumber: string) =>
    `${categoryLabel}「${brandName}」（証明書番号 ${certificateNumber}）の登録情報です。性能値、証明書、公開日を掲載しています。`,
} as const;
