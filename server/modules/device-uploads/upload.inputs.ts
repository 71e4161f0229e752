import { array, mixed, number, object, string } from 'yup';
import { PasswordType } from '../../core/domain.js';
import { integer } from '../../core/validation.js';
import { DEVICE_FORM_MESSAGES } from '../../rules/device-forms.js';
import { UPLOAD_PROGRESS_ID } from './upload/upload-progress.js';

/** An upload's fields besides its zip (both steps; `noList` only counts at the commit). */
export const uploadSchema = object({
  passwordType: mixed<PasswordType>()
    .oneOf(Object.values(PasswordType), DEVICE_FORM_MESSAGES.passwordType)
    .required(DEVICE_FORM_MESSAGES.passwordType),
  sharedPasswordId: integer(DEVICE_FORM_MESSAGES.sharedPassword)
    .integer(DEVICE_FORM_MESSAGES.sharedPassword)
    .when('passwordType', { is: PasswordType.shared, then: (s) => s.required(DEVICE_FORM_MESSAGES.sharedPassword) }),
  noList: array(
    number()
      .typeError('スキップする行番号は数値で指定してください')
      .integer('スキップする行番号は整数で指定してください')
      .min(1, 'スキップする行番号が正しくありません')
      .max(1_000_000, 'スキップする行番号が正しくありません')
      .required(),
  )
    .transform((v, o) => (typeof o === 'string' || typeof o === 'number' ? [o] : v))
    .typeError('スキップする行番号の指定が正しくありません')
    .max(10_000, 'スキップする行番号が多すぎます')
    .default([]),
  /** The browser's id for this upload: its progress is then readable (uploadProgress) while it runs. */
  progressId: string().matches(UPLOAD_PROGRESS_ID, 'アップロードの進捗IDが正しくありません').optional(),
});
