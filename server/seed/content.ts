import type { EntityManager } from '@mikro-orm/postgresql';
import { Edition, InformationShowType } from '../core/domain.js';
import { LinkCategory } from '../modules/link-categories/link-category.entity.js';
import { Information } from '../modules/information/information.entity.js';
import { Link } from '../modules/links/link.entity.js';
import { Organization } from '../modules/organizations/organization.entity.js';
import { DEFAULT_GLASS, DEFAULT_MATERIAL, categoryByName } from './categories.js';
import { daysAgo } from './dates.js';

const NOTICES: { title: string; body: string; showType: InformationShowType; days: number }[] = [
  {
    title: '登録情報ポータルを公開しました',
    body: '省エネ設備の登録情報ポータルを公開しました。\n住宅版・非住宅版それぞれの参考リンクと、設備の登録情報をご覧いただけます。\n詳しくは https://www.example.jp/portal/about をご覧ください。',
    showType: InformationShowType.both,
    days: 120,
  },
  {
    title: '【住宅版】開口部の仕様に関する参考リンクを追加しました',
    body: '建具とガラスの組み合わせ別に、製造事業者の参考リンクを追加しました。\n窓・ドアのページからご確認ください。\nhttps://www.example.jp/house/opening',
    showType: InformationShowType.house,
    days: 45,
  },
  {
    title: '【非住宅版】空気調和設備のカテゴリーを更新しました',
    body: '熱源機器に「空冷ヒートポンプチラー」を追加しました。\n既存のリンクに変更はありません。\nhttps://www.example.jp/building/hvac',
    showType: InformationShowType.building,
    days: 20,
  },
  {
    title: '年末年始の審査業務について',
    body: '12月28日から1月4日までは登録申請・公開申請の審査を休止します。\n期間中の申請は1月5日以降に順次対応いたします。\nお問い合わせ: https://www.example.jp/contact',
    showType: InformationShowType.organization,
    days: 10,
  },
  {
    title: 'ファイルアップロード用パスワードの変更のお願い',
    body: 'セキュリティ向上のため、ファイルアップロード用パスワードを定期的に変更してください。\n変更は「事業者情報管理」の「ファイルアップロード用パスワードの変更」から行えます。\n手順: https://www.example.jp/guide/zip-password',
    showType: InformationShowType.organization,
    days: 2,
  },
];

export function seedNotices(em: EntityManager): void {
  for (const notice of NOTICES) {
    const publishedAt = daysAgo(notice.days);
    em.create(Information, {
      title: notice.title,
      body: notice.body,
      showType: notice.showType,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}

/** [org key, edition, category name, url path, approved, evaluator memo (evaluator link) or null] */
type LinkSeed = ['a' | 'b', Edition, string, string, boolean, string | null];

const LINKS: LinkSeed[] = [
  ['a', Edition.house, '電気ヒートポンプ給湯機', '/products/ecohot/spec', true, null],
  ['a', Edition.house, 'ハイブリッド給湯機', '/products/hybrid/lineup', true, null],
  ['a', Edition.house, 'コージェネレーション設備', '/products/fuelcell/spec', true, null],
  ['a', Edition.house, DEFAULT_MATERIAL, '/products/window/resin-sash', true, null],
  ['a', Edition.house, DEFAULT_GLASS, '/products/window/triple-glass', true, null],
  ['a', Edition.house, 'ドア（木製断熱積層構造）', '/products/door/insulated-wood', true, null],
  ['a', Edition.building, '業務用ヒートポンプ給湯機', '/biz/heatpump/catalog', true, null],
  ['a', Edition.building, 'コージェネレーション設備', '/biz/cogeneration/spec', false, null],
  ['a', Edition.building, '窓（樹脂と金属の複合材料製建具）', '/biz/window/hybrid-sash', true, null],
  ['a', Edition.building, 'Low-E複層ガラス', '/biz/glass/low-e', true, null],
  [
    'a',
    Edition.house,
    'コージェネレーション設備',
    '/evaluator/fuelcell/test-report',
    true,
    '発電効率の試験成績書（第三者試験機関）を掲載しています。',
  ],
  ['b', Edition.house, '太陽熱温水器', '/products/solar-water-heater', true, null],
  ['b', Edition.house, 'ソーラーシステム', '/products/solar-system/lineup', true, null],
  ['b', Edition.house, '太陽電池モジュール', '/products/pv/module', false, null],
  ['b', Edition.building, '太陽電池モジュール', '/biz/pv/module-spec', true, null],
  ['b', Edition.building, 'パワーコンディショナ', '/biz/pv/pcs', false, null],
  [
    'b',
    Edition.house,
    'ソーラーシステム',
    '/evaluator/solar-system/collector-test',
    true,
    '集熱器の集熱効率試験データ（JIS A 4112準拠）です。',
  ],
  ['b', Edition.building, '太陽電池モジュール', '/evaluator/pv/iec-report', false, 'IEC 61215 試験報告書の抜粋です。'],
];

const HOSTS = { a: 'https://www.towa-energy.example.jp', b: 'https://www.hikari-solar.example.jp' };

export function seedLinks(
  em: EntityManager,
  categories: Map<string, LinkCategory>,
  organizations: Record<'a' | 'b', Organization>,
): void {
  LINKS.forEach(([key, type, categoryName, path, approved, memo], i) => {
    const createdAt = daysAgo(90 - i * 5);
    em.create(Link, {
      organization: organizations[key],
      category: categoryByName(categories, type, categoryName),
      url: `${HOSTS[key]}${path}`,
      type,
      forEvaluator: memo !== null,
      memo,
      approved,
      approvedAt: approved ? daysAgo(88 - i * 5) : null,
      createdAt,
      updatedAt: approved ? daysAgo(88 - i * 5) : createdAt,
    });
  });
}
