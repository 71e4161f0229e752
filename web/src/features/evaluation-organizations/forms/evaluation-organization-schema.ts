import * as yup from 'yup';
import { passwordLengthRule } from '@rules/contact-fields';
import { evaluationNumberRule, evaluationOrganizationNameRule } from '@rules/master-data-fields';
import { STORED_SECRET_MESSAGES, storedSecretFields } from '@rules/stored-secret';

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
  const password = storedSecretFields(
    mode,
    'password',
    { secret: passwordLengthRule(yup.string()), confirmation: yup.string() },
    STORED_SECRET_MESSAGES.evaluationPassword,
  );
  return yup.object({
    name: evaluationOrganizationNameRule(yup.string().trim()),
    number: evaluationNumberRule(yup.string().trim()),
    password: password.secret,
    passwordConfirmation: password.confirmation,
  });
}
