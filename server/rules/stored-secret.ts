import type { StringSchema } from 'yup';
import { secretConfirmationRule } from './confirmation.js';
import { MASTER_MESSAGES } from './master-data-fields.js';

type Text = StringSchema<string | undefined>;

/** The messages of a stored secret's pair of fields. */
export interface StoredSecretMessages {
  required: string;
  confirmationRequired: string;
  mismatch: string;
}

/** The messages of the two stored secrets: an evaluation organization's password, a shared zip password. */
export const STORED_SECRET_MESSAGES = {
  evaluationPassword: {
    required: MASTER_MESSAGES.evaluationPasswordRequired,
    confirmationRequired: MASTER_MESSAGES.evaluationPasswordConfirmationRequired,
    mismatch: MASTER_MESSAGES.evaluationPasswordMismatch,
  },
  zipPassword: {
    required: MASTER_MESSAGES.zipPasswordRequired,
    confirmationRequired: MASTER_MESSAGES.zipPasswordConfirmationRequired,
    mismatch: MASTER_MESSAGES.zipPasswordMismatch,
  },
} satisfies Record<string, StoredSecretMessages>;

/**
 * A stored secret (an evaluator's or a shared upload password) and its confirmation, as a
 * master-data form takes them (the server's inputs and the web's forms, each with its own schemas): creating, both are required and must match; editing, a blank
 * secret keeps the stored one (both default to '') and a new one must match its confirmation.
 * `field` is the secret's key, which the confirmation is checked against.
 */
export function storedSecretFields(
  mode: 'create' | 'edit',
  field: string,
  schemas: { secret: Text; confirmation: Text },
  messages: StoredSecretMessages,
) {
  const confirmation = secretConfirmationRule(mode, field, messages.mismatch)(schemas.confirmation);
  if (mode === 'create') {
    return {
      secret: schemas.secret.required(messages.required),
      confirmation: confirmation.required(messages.confirmationRequired),
    };
  }
  return { secret: schemas.secret.default(''), confirmation: confirmation.default('') };
}
