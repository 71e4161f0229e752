import { Field, InputType } from 'type-graphql';
import { object } from 'yup';
import { secret, text } from '../../core/validation.js';
import { passwordLengthRule } from '../../rules/contact-fields.js';
import { secretConfirmationRule } from '../../rules/confirmation.js';
import {
  evaluationNumberRule,
  evaluationOrganizationNameRule,
  MASTER_MESSAGES,
} from '../../rules/master-data-fields.js';

const fields = (mode: 'create' | 'edit') => {
  // Passwords are taken as typed (no trimming); a number as a password is a type error, not a 500.
  const password = passwordLengthRule(secret('パスワードは文字列で入力してください'));
  const confirmation = secretConfirmationRule(
    mode,
    'password',
    MASTER_MESSAGES.evaluationPasswordMismatch,
  )(secret('パスワードは文字列で入力してください'));
  return {
    name: evaluationOrganizationNameRule(text('評価機関名は文字列で入力してください')),
    number: evaluationNumberRule(text('評価機関番号は文字列で入力してください')),
    password: mode === 'create' ? password.required(MASTER_MESSAGES.evaluationPasswordRequired) : password.default(''),
    passwordConfirmation:
      mode === 'create'
        ? confirmation.required(MASTER_MESSAGES.evaluationPasswordConfirmationRequired)
        : confirmation.default(''),
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
