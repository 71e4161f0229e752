import type { StringSchema } from 'yup';
import { TEXT_MAX } from './contact-fields.js';
import { EDITION_NAMES } from './editions.js';

/**
 * The administrators' master data (brand names, notices, evaluation organizations, shared upload
 * passwords): field rules and messages applied to a string schema, so the server's strict `text()`
 * and the web form's `yup.string().trim()` refuse the same values with the same words.
 */
type Text = StringSchema<string | undefined>;

export const NOTE_MAX = 2000;
export const INFORMATION_BODY_MAX = 10_000;
export const EVALUATION_NUMBER_MAX = 64;

/** Where a notice shows (the GraphQL enum InformationShowType), in the words of the screens. */
export const SHOW_TYPE_LABELS = {
  ...EDITION_NAMES,
  both: `${EDITION_NAMES.house}・${EDITION_NAMES.building}`,
  organization: '情報提供事業者',
} as const;

const ZIP = 'ファイルアップロード用パスワード';

export const MASTER_MESSAGES = {
  brandOrganization: '事業者を選択してください',
  showType: '表示先を選択してください',
  publishedAtRequired: '公開日時を入力してください',
  publishedAtInvalid: '公開日時の形式が正しくありません',
  evaluationPasswordRequired: 'パスワードを入力してください',
  evaluationPasswordConfirmationRequired: '確認用パスワードを入力してください',
  evaluationPasswordMismatch: 'パスワードが確認用パスワードと一致しません',
  zipPasswordRequired: `${ZIP}を入力してください`,
  zipPasswordConfirmationRequired: `確認用${ZIP}を入力してください`,
  zipPasswordMismatch: `${ZIP}が確認用${ZIP}と一致しません`,
} as const;

const requiredText =
  (label: string, max: number = TEXT_MAX) =>
  <S extends Text>(schema: S) =>
    schema.required(`${label}を入力してください`).max(max, `${label}は${max}文字以内で入力してください`);

export const noteRule = <S extends Text>(schema: S): S =>
  schema.max(NOTE_MAX, `備考は${NOTE_MAX}文字以内で入力してください`);

export const brandNameRule = requiredText('ブランド名');

export const informationTitleRule = requiredText('タイトル');
export const informationBodyRule = requiredText('本文', INFORMATION_BODY_MAX);

export const evaluationOrganizationNameRule = requiredText('評価機関名');
export const evaluationNumberRule = <S extends Text>(schema: S) =>
  requiredText(
    '評価機関番号',
    EVALUATION_NUMBER_MAX,
  )(schema).matches(/^[0-9A-Za-z-]+$/, {
    message: '評価機関番号は半角英数字とハイフンで入力してください',
    excludeEmptyString: true,
  });

export const sharedPasswordNameRule = requiredText('名称');
/** Upload passwords are taken as typed (every character counts); only the length is bounded. */
export const zipPasswordLengthRule = <S extends Text>(schema: S): S =>
  schema.max(TEXT_MAX, `${ZIP}は${TEXT_MAX}文字以内で入力してください`);
