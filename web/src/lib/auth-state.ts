import { createSessionStore, useStoreValue } from '@/lib/external-store';
import { claimDrafts, forgetDrafts } from '@/lib/user-drafts';
import type { Edition, ViewerOrganizationFragment, ViewerUserFragment } from '@/generated/graphql';

/** Password fields carried by the password-change screen (blanked by the header action). */
export interface PasswordDraft {
  password?: string;
  newPassword?: string;
  newPasswordConfirmation?: string;
}

export type AuthUser = ViewerUserFragment & PasswordDraft;

/** SPEC §3 "Authentication state: user, message, errors, organization". */
export interface AuthState {
  user: AuthUser | null;
  /** Edition the user signed in with; where logout sends the public status back. */
  edition: Edition | null;
  message: string;
  errors: string[];
  organization: ViewerOrganizationFragment | null;
}

export const EMPTY_AUTH_STATE: AuthState = { user: null, edition: null, message: '', errors: [], organization: null };

export const authState = createSessionStore<AuthState>('auth', EMPTY_AUTH_STATE);

export function useAuthState(): AuthState {
  return useStoreValue(authState);
}

export function useCurrentUser(): AuthUser | null {
  return useAuthState().user;
}

export function signIn(user: ViewerUserFragment, edition: Edition): void {
  claimDrafts(user.id);
  authState.set({ ...EMPTY_AUTH_STATE, user, edition, organization: user.organization });
}

/** Forgets who is signed in (the session ended); their drafts stay for when they sign in again. */
export function clearAuthState(): void {
  authState.reset();
}

/** The user signed out: who they were and what they left half-typed. */
export function signOut(): void {
  clearAuthState();
  forgetDrafts();
}
