import type { MasterField, MasterMode } from './master-table';

/**
 * A stored secret entered twice (an evaluator's password, a shared upload password): required
 * when creating; editing, a blank secret keeps the stored one.
 */
interface SecretInputs<Values> {
  name: keyof Values & string;
  confirmationName: keyof Values & string;
  label: string;
  confirmationLabel: string;
  helper: Record<MasterMode, string | undefined>;
}

/** The two password inputs of the secret and its confirmation. */
export function storedSecretFields<Values>(mode: MasterMode, inputs: SecretInputs<Values>): MasterField<Values>[] {
  const required = mode === 'create';
  return [
    { name: inputs.name, label: inputs.label, type: 'password', required, helper: inputs.helper[mode], maxW: 'md' },
    { name: inputs.confirmationName, label: inputs.confirmationLabel, type: 'password', required, maxW: 'md' },
  ];
}
