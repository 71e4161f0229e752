import type { StringSchema } from 'yup';

/**
 * The field rules of organizations and users (SPEC §5 messages to the letter, the rest in the same
 * style), applied to a string schema: the server's strict `text()` and the web form's
 * `yup.string().trim()` both pass through these, so the two cannot drift.
 */
export const SPEC_MESSAGES = {
  zipPasswordMismatch: 'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません',
  newZipPasswordRequired: '新パスワードを入力してください',
  newZipPasswordMismatch: '新パスワードが確認用新パスワードと一致しません',
  emailRequired: 'メールアドレスを入力してください',
  emailMismatch: 'メールアドレスが確認用メールアドレスと一致しません',
  passwordRequired: 'パスワードを入力してください',
  passwordMismatch: 'パスワードが確認用パスワードと一致しません',
  zipPasswordRequired: 'ファイルアップロード用パスワードを入力してください',
  oldZipPasswordRequired: '現在のファイルアップロード用パスワードを入力してください',
  oldPasswordRequired: '現在のパスワードを入力してください',
  currentPasswordForEmail: 'メールアドレスを変更するには現在のパスワードを入力してください',
  organizationTypeRequired: '事業者区分を選択してください',
  belongToRequired: '協会への所属を選択してください',
} as const;

/** Registration type (SPEC: 1 or 2, meaning not given): our labels, on every screen and in the PDF. */
export const ORGANIZATION_TYPE_LABELS: Record<string, string> = { '1': '製造事業者', '2': '輸入・販売事業者' };
/** belong_to (SPEC default "0"): membership of the association. */
export const BELONG_TO_LABELS: Record<string, string> = { '0': '協会会員ではない', '1': '協会会員' };
/** An organization's status (the GraphQL enum OrganizationStatus) in the words of the screens. */
export const ORGANIZATION_STATUS_LABELS = {
  registered: '承認待ち',
  approved: '承認済み',
  disabled: '利用停止',
} as const;

/** Every free-text column of these tables is varchar(255). */
export const TEXT_MAX = 255;
export const PASSWORD_MIN = 8;

/**
 * Text as a Japanese IME may type it, in half-width (NFKC): full-width letters, digits and signs
 * (ｔａｎａｋａ＠ｅｘａｍｐｌｅ．ｊｐ, ０３－１２３４) become ASCII. The server stores what these give;
 * the web forms show it when the field is left.
 */
export function halfWidth(value: string): string {
  return value.normalize('NFKC');
}

/** A phone number or postcode: half-width, and the long vowel mark or a dash typed for a hyphen (03ー1234). */
export function halfWidthNumber(value: string): string {
  return halfWidth(value).replace(/[\u2010-\u2015\u2212\u30fc]/g, '-');
}

/** A postcode as stored: half-width, and seven digits typed without the hyphen get it (1500001 → 150-0001). */
export function postcode(value: string): string {
  const digits = halfWidthNumber(value);
  return /^[0-9]{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** An email address as stored and compared: half-width, no surrounding blanks, lower case. */
export function normalizeEmail(email: string): string {
  return halfWidth(email).trim().toLowerCase();
}

const TEL = /^[0-9()+\- ]{1,32}$/;
const POSTCODE = /^[0-9]{3}-?[0-9]{4}$/;

/** Any string schema: the server's strict text() or the form's yup.string().trim(). */
type Text = StringSchema<string | undefined>;

const requiredText = (label: string) => (schema: Text) =>
  schema.required(`${label}を入力してください`).max(TEXT_MAX, `${label}は${TEXT_MAX}文字以内で入力してください`);

export const organizationNameRule = requiredText('事業者名');
export const addressRule = requiredText('住所');
export const personNameRule = requiredText('担当者名');
export const divisionRule = <S extends Text>(schema: S): S =>
  schema.max(TEXT_MAX, `部署名は${TEXT_MAX}文字以内で入力してください`);

const rewritten = (schema: Text, rewrite: (value: string) => string) =>
  schema.transform((value: unknown) => (typeof value === 'string' ? rewrite(value) : value));

export const postcodeRule = (schema: Text) =>
  rewritten(schema, postcode)
    .required('郵便番号を入力してください')
    .matches(POSTCODE, { message: '郵便番号は「123-4567」の形式で入力してください', excludeEmptyString: true });

export const telRule = (schema: Text) =>
  rewritten(schema, halfWidthNumber)
    .required('電話番号を入力してください')
    .matches(TEL, { message: '電話番号は半角数字とハイフンで入力してください', excludeEmptyString: true });

export const emailRule = (schema: Text) =>
  rewritten(schema, halfWidth)
    .required(SPEC_MESSAGES.emailRequired)
    .max(TEXT_MAX, `メールアドレスは${TEXT_MAX}文字以内で入力してください`)
    .email('メールアドレスの形式が正しくありません');

export const PASSWORD_TOO_SHORT = `パスワードは${PASSWORD_MIN}文字以上で入力してください`;
/** Minimum length, silent on an empty value (the "required" message says enough then). */
export const passwordLongEnough = (value: string | undefined) => !value || value.length >= PASSWORD_MIN;

/** A password's length rules (required is the caller's: an edit may leave it empty). */
export const passwordLengthRule = <S extends Text>(schema: S): S =>
  schema
    .test('min', PASSWORD_TOO_SHORT, passwordLongEnough)
    .max(TEXT_MAX, `パスワードは${TEXT_MAX}文字以内で入力してください`);
