import * as yup from 'yup';
import { storedSecretSchemas } from '@/lib/stored-secret-schema';
import { noteRule, sharedPasswordNameRule, zipPasswordLengthRule } from '@rules/master-data-fields';

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
  const zipPassword = storedSecretSchemas(mode, 'zipPassword', 'zipPassword', zipPasswordLengthRule);
  return yup.object({
    name: sharedPasswordNameRule(yup.string().trim()),
    zipPassword: zipPassword.secret,
    zipPasswordConfirmation: zipPassword.confirmation,
    note: noteRule(yup.string()).default(''),
  });
}
