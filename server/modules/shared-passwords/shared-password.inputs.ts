import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';
import { STORED_SECRET_MESSAGES, storedSecretFields } from '../../rules/stored-secret.js';
import { noteRule, sharedPasswordNameRule, zipPasswordLengthRule } from '../../rules/master-data-fields.js';

const fields = (mode: 'create' | 'edit') => {
  // Passwords are not trimmed: every character counts. The confirmation has the same length rule.
  const typed = zipPasswordLengthRule(secret('ファイルアップロード用パスワードは文字列で入力してください'));
  const zipPassword = storedSecretFields(
    mode,
    'zipPassword',
    { secret: typed, confirmation: typed },
    STORED_SECRET_MESSAGES.zipPassword,
  );
  return {
    name: sharedPasswordNameRule(text('名称は文字列で入力してください')),
    zipPassword: zipPassword.secret,
    zipPasswordConfirmation: zipPassword.confirmation,
    note: noteRule(text('備考は文字列で入力してください', { multiline: true }))
      .transform((value: unknown) => value ?? undefined)
      .default(''),
  };
};

/** Create: the zip password and its confirmation are required and must match. */
export const createSharedPasswordSchema = object(fields('create'));

/** Edit: a blank zip password keeps the stored one; a new one must match its confirmation. */
export const updateSharedPasswordSchema = object(fields('edit'));

@InputType()
export class SharedPasswordInput {
  @Field() name!: string;
  @Field({ nullable: true, description: 'Required on create; blank on update keeps the stored password.' })
  zipPassword?: string;
  @Field({ nullable: true }) zipPasswordConfirmation?: string;
  @Field({ nullable: true }) note?: string;
}
