import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';
import { passwordLengthRule } from '../../rules/contact-fields.js';
import { STORED_SECRET_MESSAGES, storedSecretFields } from '../../rules/stored-secret.js';
import { evaluationNumberRule, evaluationOrganizationNameRule } from '../../rules/master-data-fields.js';

const fields = (mode: 'create' | 'edit') => {
  // Passwords are taken as typed (no trimming); a number as a password is a type error, not a 500.
  const typed = () => secret('パスワードは文字列で入力してください');
  const password = storedSecretFields(
    mode,
    'password',
    { secret: passwordLengthRule(typed()), confirmation: typed() },
    STORED_SECRET_MESSAGES.evaluationPassword,
  );
  return {
    name: evaluationOrganizationNameRule(text('評価機関名は文字列で入力してください')),
    number: evaluationNumberRule(text('評価機関番号は文字列で入力してください')),
    password: password.secret,
    passwordConfirmation: password.confirmation,
  };
};

export const createEvaluationOrganizationSchema = object(fields('create'));

/** Edit: a blank password leaves the stored one unchanged. */
export const updateEvaluationOrganizationSchema = object(fields('edit'));

@InputType()
export class EvaluationOrganizationInput {
  @Field() name!: string;
  @Field() number!: string;
  @Field({ nullable: true, description: 'Required on create; blank on update keeps the stored password.' })
  password?: string;
  @Field({ nullable: true }) passwordConfirmation?: string;
}
