import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';

const MISMATCH = 'パスワードが確認用パスワードと一致しません';

const name = () =>
  text('評価機関名は文字列で入力してください')
    .required('評価機関名を入力してください')
    .max(255, '評価機関名は255文字以内で入力してください');
const number = () =>
  text('評価機関番号は文字列で入力してください')
    .required('評価機関番号を入力してください')
    .max(64, '評価機関番号は64文字以内で入力してください')
    .matches(/^[0-9A-Za-z-]+$/, {
      message: '評価機関番号は半角英数字とハイフンで入力してください',
      excludeEmptyString: true,
    });
// Passwords are taken as typed (no trimming); a number as a password is a type error, not a 500.
const password = () =>
  secret('パスワードは文字列で入力してください').max(255, 'パスワードは255文字以内で入力してください');

export const createEvaluationOrganizationSchema = object({
  name: name(),
  number: number(),
  password: password()
    .required('パスワードを入力してください')
    .test('min', 'パスワードは8文字以上で入力してください', (value) => !value || value.length >= 8),
  passwordConfirmation: password()
    .required('確認用パスワードを入力してください')
    .test('matches', MISMATCH, function (value) {
      return value === (this.parent as { password?: unknown }).password;
    }),
});

/** Edit: a blank password leaves the stored one unchanged. */
export const updateEvaluationOrganizationSchema = object({
  name: name(),
  number: number(),
  password: password()
    .default('')
    .test('min', 'パスワードは8文字以上で入力してください', (value) => !value || value.length >= 8),
  passwordConfirmation: password()
    .default('')
    .test('matches', MISMATCH, function (value) {
      const plain = (this.parent as { password?: string }).password ?? '';
      return plain === '' || (value ?? '') === plain;
    }),
});

@InputType()
export class EvaluationOrganizationInput {
  @Field() name!: string;
  @Field() number!: string;
  @Field({ nullable: true, description: 'Required on create; blank on update keeps the stored password.' })
  password?: string;
  @Field({ nullable: true }) passwordConfirmation?: string;
}
