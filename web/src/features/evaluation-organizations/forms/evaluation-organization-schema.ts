import * as yup from 'yup';
import { passwordLengthRule } from '@rules/contact-fields';
import { secretConfirmationRule } from '@rules/confirmation';
import { evaluationNumberRule, evaluationOrganizationNameRule, MASTER_MESSAGES } from '@rules/master-data-fields';

export interface EvaluationOrganizationValues {
  name: string;
  number: string;
  password: string;
  passwordConfirmation: string;
}

export const EMPTY_EVALUATION_ORGANIZATION: EvaluationOrganizationValues = {
  name: '',
  number: '',
  password: '',
  passwordConfirmation: '',
};

/** The server's rules and messages (server/rules/master-data-fields.ts, contact-fields.ts). */
export function evaluationOrganizationSchema(mode: 'create' | 'edit'): yup.ObjectSchema<EvaluationOrganizationValues> {
  const password = passwordLengthRule(yup.string()).default('');
  const confirmation = secretConfirmationRule(
    mode,
    'password',
    MASTER_MESSAGES.evaluationPasswordMismatch,
  )(yup.string()).default('');
  return yup.object({
    name: evaluationOrganizationNameRule(yup.string().trim()),
    number: evaluationNumberRule(yup.string().trim()),
    password: mode === 'create' ? password.required(MASTER_MESSAGES.evaluationPasswordRequired) : password,
    passwordConfirmation:
      mode === 'create' ? confirmation.required(MASTER_MESSAGES.evaluationPasswordConfirmationRequired) : confirmation,
  });
}
