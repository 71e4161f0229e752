import { Field, InputType, Int } from 'type-graphql';
import { array, boolean, mixed, number, object } from 'yup';
import { Edition } from '../../core/domain.js';
import { pageField } from '../../core/paging.js';
import { calendarDate, integer, notBeforeStart, secret, text } from '../../core/validation.js';
import { LINK_MESSAGES, linkCategoryCodeRule, linkMemoRule, linkUrlRule } from '../../rules/link-fields.js';
import { OPENING_KINDS, type OpeningKind } from '../../rules/openings.js';

const edition = (message: string) =>
  mixed<Edition>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([Edition.house, Edition.building], message);

/** Booleans as the legacy client sends them: true/false, "1"/"0", "true"/"false". */
const flag = (message: string) =>
  boolean()
    .transform((value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return undefined;
      if (original === '1' || original === 1 || original === 'true') return true;
      if (original === '0' || original === 0 || original === 'false') return false;
      return value;
    })
    .typeError(message);

/** The link's category code as typed; the service adds the lookup (see LinksService.validLink). */
export const linkCategoryCode = () => linkCategoryCodeRule(text('カテゴリーコードは必須です'));

export const linkSchema = object({
  categoryCode: linkCategoryCode(),
  // Control characters get text()'s message; the rule names blanks and invisible characters.
  url: linkUrlRule(text('urlは必須です'), { controlsNamedElsewhere: true }),
  type: edition('種別は住宅版または非住宅版を選択してください').default(Edition.house),
  forEvaluator: flag('評価者用リンクの指定が正しくありません').default(false),
  memo: linkMemoRule(text('メモは文字列で入力してください', { multiline: true }))
    .nullable()
    .default(null),
});

const dateText = (message: string) => calendarDate(message);

/** Absent, null (GraphQL) and '' (query strings) all mean "not given". */
const optionalText = (message: string, max = 255) =>
  text(message)
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .max(max, message);

export const DATE_TYPES = ['created_at', 'updated_at', 'approved_at'] as const;

/** SPEC §7 `organization_id`: one organization's links (administrators and visitors). */
function organizationIdField() {
  return integer('事業者の指定が正しくありません')
    .integer('事業者の指定が正しくありません')
    .min(1, '事業者の指定が正しくありません')
    .max(2_147_483_647, '事業者の指定が正しくありません');
}

/** The link list filters of SPEC §3 (administrators: all links; organizations: their own). */
export const linkFilterSchema = object({
  page: pageField(),
  type: edition('種別は住宅版または非住宅版を選択してください'),
  level1: optionalText('大分類の指定が正しくありません'),
  level2: optionalText('中分類の指定が正しくありません'),
  categoryCode: optionalText('カテゴリーコードの指定が正しくありません', 32),
  organizationName: optionalText('事業者名は255文字以内で入力してください'),
  organizationId: organizationIdField(),
  approved: flag('承認状態の指定が正しくありません'),
  dateType: mixed<(typeof DATE_TYPES)[number]>()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .oneOf([...DATE_TYPES], '日付の種類が正しくありません'),
  startDate: dateText('開始日はYYYY-MM-DDの形式で入力してください'),
  finishDate: notBeforeStart(dateText('終了日はYYYY-MM-DDの形式で入力してください')),
});

/** Public lists: approved, non-evaluator links of one edition (optionally one category). */
export const publicLinkFilterSchema = object({
  page: pageField(),
  type: edition('種別は住宅版または非住宅版を選択してください'),
  level1: optionalText('大分類の指定が正しくありません'),
  level2: optionalText('中分類の指定が正しくありません'),
  categoryCode: optionalText('カテゴリーコードの指定が正しくありません', 32),
  organizationId: organizationIdField(),
});

export const newLinksSchema = object({
  type: edition('種別は住宅版または非住宅版を選択してください'),
  limit: number()
    .transform((v, o) => (o === '' || o === null || o === undefined ? undefined : v))
    .typeError('件数の指定が正しくありません')
    .integer('件数の指定が正しくありません')
    .min(1, '件数の指定が正しくありません')
    .max(50, '件数は50件以内で指定してください')
    .default(10),
});

export const EVALUATOR_FAILED = '評価機関番号またはパスワードが正しくありません';

export const evaluatorSchema = object({
  number: text(LINK_MESSAGES.evaluatorNumberRequired)
    .required(LINK_MESSAGES.evaluatorNumberRequired)
    .max(64, EVALUATOR_FAILED),
  password: secret(LINK_MESSAGES.evaluatorPasswordRequired)
    .required(LINK_MESSAGES.evaluatorPasswordRequired)
    .max(256, EVALUATOR_FAILED),
  type: edition('種別は住宅版または非住宅版を選択してください'),
  /** The categories of the page the panel sits on; none = every evaluator link of the edition. */
  categoryCodes: array(
    text('カテゴリーコードの指定が正しくありません')
      .required('カテゴリーコードの指定が正しくありません')
      .max(32, 'カテゴリーコードの指定が正しくありません'),
  )
    .typeError('カテゴリーコードの指定が正しくありません')
    .max(10, 'カテゴリーコードの指定が正しくありません')
    .nullable(),
});

export const categoryFilterSchema = object({
  type: edition('種別は住宅版または非住宅版を選択してください'),
  level1: optionalText('大分類の指定が正しくありません'),
  level2: optionalText('中分類の指定が正しくありません'),
  level3: optionalText('小分類の指定が正しくありません'),
  categoryCode: optionalText('カテゴリーコードの指定が正しくありません', 32),
});

export const openingCategoriesSchema = object({
  kind: mixed<OpeningKind>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...OPENING_KINDS], '開口部の種類の指定が正しくありません'),
});

export const openingSchema = object({
  material: optionalText('建具の指定が正しくありません', 32),
  glass: optionalText('ガラスの指定が正しくありません', 32),
});

@InputType()
export class LinkInput {
  @Field() categoryCode!: string;
  @Field() url!: string;
  @Field(() => Edition, { nullable: true }) type?: Edition;
  @Field({ nullable: true }) forEvaluator?: boolean;
  @Field(() => String, { nullable: true }) memo?: string | null;
}

/** The filters the signed-in and the public link lists share: page, edition and category. */
@InputType() // a base only: no field takes it, so the schema does not list it
abstract class LinkCategoryFilterInput {
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Edition, { nullable: true }) type?: Edition;
  @Field({ nullable: true }) level1?: string;
  @Field({ nullable: true }) level2?: string;
  @Field({ nullable: true }) categoryCode?: string;
}

@InputType()
export class LinkFilterInput extends LinkCategoryFilterInput {
  @Field({ nullable: true }) organizationName?: string;
  @Field(() => Int, { nullable: true, description: "One organization's links (administrators)" })
  organizationId?: number;
  @Field({ nullable: true }) approved?: boolean;
  @Field({ nullable: true, description: 'created_at | updated_at | approved_at' }) dateType?: string;
  @Field({ nullable: true, description: 'YYYY-MM-DD (Japan time)' }) startDate?: string;
  @Field({ nullable: true, description: 'YYYY-MM-DD (Japan time), inclusive' }) finishDate?: string;
}

@InputType()
export class PublicLinkFilterInput extends LinkCategoryFilterInput {
  @Field(() => Int, { nullable: true }) organizationId?: number;
}
