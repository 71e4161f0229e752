import { Field, InputType } from 'type-graphql';
import { object, ref } from 'yup';
import { secret, text } from '../../core/validation.js';

const NAME = '名称';
const ZIP = 'ファイルアップロード用パスワード';
const MISMATCH = `${ZIP}が確認用${ZIP}と一致しません`;

const name = () =>
  text(`${NAME}は文字列で入力してください`)
    .required(`${NAME}を入力してください`)
    .max(255, `${NAME}は255文字以内で入力してください`);
const note = () =>
  text('備考は文字列で入力してください', { multiline: true })
    .max(2000, '備考は2000文字以内で入力してください')
    .transform((value: unknown) => value ?? undefined)
    .default('');
// Passwords are not trimmed: every character counts.
const zipPassword = () => secret(`${ZIP}は文字列で入力してください`).max(255, `${ZIP}は255文字以内で入力してください`);

/** Create: the zip password and its confirmation are required and must match. */
export const createSharedPasswordSchema = object({
  name: name(),
  zipPassword: zipPassword().required(`${ZIP}を入力してください`),
  zipPasswordConfirmation: zipPassword()
    .required(`確認用${ZIP}を入力してください`)
    .oneOf([ref('zipPassword')], MISMATCH),
  note: note(),
});

/** Edit: a blank zip password keeps the stored one; a new one must match its confirmation. */
export const updateSharedPasswordSchema = object({
  name: name(),
  zipPassword: zipPassword().default(''),
  zipPasswordConfirmation: zipPassword()
    .default('')
    .test('matches', MISMATCH, function (value) {
      const password = (this.parent as { zipPassword?: string }).zipPassword ?? '';
      return password === '' || (value ?? '') === password;
    }),
  note: note(),
});

@InputType()
export class SharedPasswordInput {
  @Field() name!: string;
  @Field({ nullable: true, description: 'Required on create; blank on update keeps the stored password.' })
  zipPassword?: string;
  @Field({ nullable: true }) zipPasswordConfirmation?: string;
  @Field({ nullable: true }) note?: string;
}
