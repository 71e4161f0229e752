import * as yup from 'yup';
import type { Edition, LinkFieldsFragment, LinkInput } from '@/generated/graphql';

export interface LinkFormValues {
  type: Edition;
  level1: string;
  level2: string;
  level3: string;
  categoryCode: string;
  url: string;
  forEvaluator: boolean;
  memo: string;
}

/** SPEC §9: the default link type is house. */
export const INITIAL_LINK_VALUES: LinkFormValues = {
  type: 'house',
  level1: '',
  level2: '',
  level3: '',
  categoryCode: '',
  url: '',
  forEvaluator: false,
  memo: '',
};

export const URL_MAX = 2048;
export const MESSAGES = {
  categoryCode: 'カテゴリーコードは必須です',
  url: 'urlは必須です',
  urlScheme: 'urlはhttp://またはhttps://で始まる正しいURLを入力してください',
  urlBlank: 'urlに空白や制御文字を含めることはできません',
  urlLength: `urlは${URL_MAX}文字以内で入力してください`,
  memoLength: 'メモは2000文字以内で入力してください',
} as const;

/** Whitespace (U+3000 included), control and invisible format characters. */
const BLANK_OR_CONTROL = /[\s\p{Cc}\p{Cf}]/u;

/** The server checks the same rules; this only spares a round trip. */
export const linkSchema = yup.object({
  categoryCode: yup.string().required(MESSAGES.categoryCode),
  url: yup
    .string()
    .trim()
    .required(MESSAGES.url)
    .max(URL_MAX, MESSAGES.urlLength)
    .test('no-blank', MESSAGES.urlBlank, (value) => !value || !BLANK_OR_CONTROL.test(value))
    .test('http-url', MESSAGES.urlScheme, (value) => !value || BLANK_OR_CONTROL.test(value) || /^https?:\/\/[^/\s]+/i.test(value)),
  memo: yup.string().max(2000, MESSAGES.memoLength),
});

export function toLinkInput(values: LinkFormValues): LinkInput {
  return {
    categoryCode: values.categoryCode,
    url: values.url.trim(),
    type: values.type,
    forEvaluator: values.forEvaluator,
    memo: values.forEvaluator ? values.memo : null,
  };
}

export function valuesFromLink(link: LinkFieldsFragment): LinkFormValues {
  return {
    type: link.type,
    level1: link.category.level1,
    level2: link.category.level2,
    level3: link.category.level3 ?? '',
    categoryCode: link.category.code,
    url: link.url,
    forEvaluator: link.forEvaluator,
    memo: link.memo ?? '',
  };
}
