import * as yup from 'yup';
import { noteRule, sharedPasswordNameRule, zipPasswordLengthRule } from '@rules/master-data-fields';
import { STORED_SECRET_MESSAGES, storedSecretFields } from '@rules/stored-secret';

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
  const zipPassword = storedSecretFields(
    mode,
    'zipPassword',
    { secret: zipPasswordLengthRule(yup.string()), confirmation: yup.string() },
    STORED_SECRET_MESSAGES.zipPassword,
  );
  return yup.object({
    name: sharedPasswordNameRule(yup.string().trim()),
    zipPassword: zipPassword.secret,
    zipPasswordConfirmation: zipPassword.confirmation,
    note: noteRule(yup.string()).default(''),
  });
}
