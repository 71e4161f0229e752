import { createSessionStore } from '@/lib/external-store';
import { createDraftStore } from '@/lib/user-drafts';
import {
  EMPTY_REGISTRATION_ORGANIZATION,
  EMPTY_USER,
  type OrganizationProfileValues,
  type RegistrationOrganizationValues,
  type UserValues,
} from '../forms/schemas';
import type { ManagerFlags } from '../labels';

/** The guide's terms were accepted in this tab (SPEC §2: registration needs it). */
export const termsAccepted = createSessionStore<boolean>('organizationTermsAccepted', false);

/**
 * Set on the stored copy of a draft whose passwords were left out of sessionStorage. After a
 * reload the draft comes back with them blank and this flag: the confirm step sends the visitor
 * back to the entry step to type them again (the other fields are kept).
 */
export interface SecretsDropped {
  secretsDropped?: boolean;
}

const USER_SECRETS = ['password', 'passwordConfirmation', 'currentPassword'] as const;
const ZIP_SECRETS = ['zipPassword', 'zipPasswordConfirmation'] as const;

/** `values` with the named fields blanked, and whether any of them had been typed. */
function blank<V extends object>(values: V, keys: readonly string[]): [V, boolean] {
  const record = values as Record<string, unknown>;
  const typed = keys.some((key) => typeof record[key] === 'string' && record[key] !== '');
  return [{ ...values, ...Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, ''])) }, typed];
}

export type RegistrationDraft = { organization: RegistrationOrganizationValues; user: UserValues } & SecretsDropped;

/** Entry → confirm → complete keep the values in session storage, so a reload does not lose them; passwords stay in memory only. */
export const registrationDraft = createDraftStore<RegistrationDraft | null>('registrationDraft', null, (draft) => {
  if (!draft) return draft;
  const [organization, zipTyped] = blank(draft.organization, ZIP_SECRETS);
  const [user, passwordTyped] = blank(draft.user, USER_SECRETS);
  return { organization, user, secretsDropped: draft.secretsDropped || zipTyped || passwordTyped };
});
export const emptyRegistration = () => ({
  organization: { ...EMPTY_REGISTRATION_ORGANIZATION },
  user: { ...EMPTY_USER },
});

export const organizationEditDraft = createDraftStore<{
  id: number;
  values: OrganizationProfileValues;
  flags: ManagerFlags | null;
} | null>('organizationEditDraft', null);

export type UserDraft = { id: number | null; values: UserValues } & SecretsDropped;

export const userDraft = createDraftStore<UserDraft | null>('userDraft', null, (draft) => {
  if (!draft) return draft;
  const [values, typed] = blank(draft.values, USER_SECRETS);
  return { id: draft.id, values, secretsDropped: draft.secretsDropped || typed };
});

export const RETYPE_PASSWORDS = 'パスワードは安全のため保存していません。お手数ですが、もう一度入力してください';
