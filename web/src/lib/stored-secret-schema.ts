import * as yup from 'yup';
import { secretConfirmationRule } from '@rules/confirmation';
import { MASTER_MESSAGES } from '@rules/master-data-fields';

type Text = yup.StringSchema<string | undefined>;

/** The stored secrets with messages in MASTER_MESSAGES: `${secret}Required`, `…ConfirmationRequired`, `…Mismatch`. */
type StoredSecret = 'evaluationPassword' | 'zipPassword';

/**
 * The yup rules of a stored secret (an evaluator's password, a shared upload password) and its
 * confirmation, as the server checks them: both required when creating; editing, a blank secret
 * keeps the stored one and then needs no confirmation. `field` is the secret's form field.
 */
export function storedSecretSchemas(
  mode: 'create' | 'edit',
  secretOf: StoredSecret,
  field: string,
  length: (s: Text) => Text,
) {
  const secret = length(yup.string()).default('');
  const confirmation = secretConfirmationRule(
    mode,
    field,
    MASTER_MESSAGES[`${secretOf}Mismatch`],
  )(yup.string()).default('');
  if (mode === 'edit') return { secret, confirmation };
  return {
    secret: secret.required(MASTER_MESSAGES[`${secretOf}Required`]),
    confirmation: confirmation.required(MASTER_MESSAGES[`${secretOf}ConfirmationRequired`]),
  };
}
