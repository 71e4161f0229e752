import * as yup from 'yup';
import { secretConfirmationRule } from '@rules/confirmation';
import { MASTER_MESSAGES, noteRule, sharedPasswordNameRule, zipPasswordLengthRule } from '@rules/master-data-fields';

export interface SharedPasswordValues {
  name: string;
  zipPassword: string;
  zipPasswordConfirmation: string;
  note: string;
}

export const EMPTY_SHARED_PASSWORD: SharedPasswordValues = {
  name: '',
  zipPassword: '',
  zipPasswordConfirmation: '',
  note: '',
};

/** The server's rules and messages (server/rules/master-data-fields.ts). */
export function sharedPasswordSchema(mode: 'create' | 'edit'): yup.ObjectSchema<SharedPasswordValues> {
  const zipPassword = zipPasswordLengthRule(yup.string()).default('');
  const confirmation = secretConfirmationRule(
    mode,
    'zipPassword',
    MASTER_MESSAGES.zipPasswordMismatch,
  )(yup.string()).default('');
  return yup.object({
    name: sharedPasswordNameRule(yup.string().trim()),
    zipPassword: mode === 'create' ? zipPassword.required(MASTER_MESSAGES.zipPasswordRequired) : zipPassword,
    zipPasswordConfirmation:
      mode === 'create' ? confirmation.required(MASTER_MESSAGES.zipPasswordConfirmationRequired) : confirmation,
    note: noteRule(yup.string()).default(''),
  });
}
