import type { StringSchema } from 'yup';

/**
 * The link entry's field rules (SPEC §5 messages to the letter, the rest in the same style), applied
 * to a string schema: the server's strict `text()` and the web form's `yup.string()` both pass
 * through these, so the form refuses exactly what the server would.
 */
export const URL_MAX = 2048;
export const MEMO_MAX = 2000;
export const CATEGORY_CODE_MAX = 32;

export const LINK_MESSAGES = {
  categoryCode: 'カテゴリーコードは必須です',
  categoryUnknown: 'カテゴリーが見つかりません',
  url: 'urlは必須です',
  urlScheme: 'urlはhttp://またはhttps://で始まる正しいURLを入力してください',
  urlBlank: 'urlに空白や制御文字を含めることはできません',
  urlLength: `urlは${URL_MAX}文字以内で入力してください`,
  memoLength: `メモは${MEMO_MAX}文字以内で入力してください`,
  evaluatorNumberRequired: '評価機関番号を入力してください',
  evaluatorPasswordRequired: 'パスワードを入力してください',
} as const;

type Text = StringSchema<string | undefined>;

/** C0 controls and DEL, which the server's text() already names with its own message. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whitespace (ASCII and Unicode, e.g. U+3000), control and invisible format characters (bidi
 * overrides, zero-width spaces): the WHATWG parser would silently drop or escape them, so the
 * stored url would not be what the approver read.
 */
export function hasBlankOrControl(value: string): boolean {
  return /[\s\p{Cc}\p{Cf}]/u.test(value);
}

/** Only absolute http(s) URLs with a host and no blanks: javascript:, data: and friends are refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || hasBlankOrControl(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const linkCategoryCodeRule = (schema: Text) =>
  schema.required(LINK_MESSAGES.categoryCode).max(CATEGORY_CODE_MAX, LINK_MESSAGES.categoryUnknown);

/** `controlsNamedElsewhere`: the schema already refuses control characters with a message of its own. */
export const linkUrlRule = (schema: Text, { controlsNamedElsewhere = false } = {}) =>
  schema
    .required(LINK_MESSAGES.url)
    .max(URL_MAX, LINK_MESSAGES.urlLength)
    .test(
      'no-blank',
      LINK_MESSAGES.urlBlank,
      (v) => !v || (controlsNamedElsewhere && CONTROL.test(v)) || !hasBlankOrControl(v),
    )
    .test('http-url', LINK_MESSAGES.urlScheme, (v) => !v || hasBlankOrControl(v) || isHttpUrl(v));

export const linkMemoRule = (schema: Text) => schema.max(MEMO_MAX, LINK_MESSAGES.memoLength);
