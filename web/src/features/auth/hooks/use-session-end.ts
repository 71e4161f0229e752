import { followableNext } from '@rules/sign-in-links';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequiresUser } from '@/components/layout/route-type';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { onUnauthenticated } from '@/lib/session-events';
import { authState, clearAuthState } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import type { ViewerFieldsFragment } from '@/generated/graphql';

export const SESSION_EXPIRED_NOTICE = 'ログインの有効期限が切れました。もう一度ログインしてください。';

/** History state of the login page: a notice to show above the form, and where to go back. */
export interface LoginLocationState {
  notice?: string;
  /** The screen the session ended on, for the same user signing in again (their drafts are kept). */
  returnTo?: { path: string; userId: number };
}

/**
 * Where a sign-in leads: back to the screen the user's session ended on, else the screen a mail's
 * link named (`next`, if it is of the user's own area), else the role's home.
 */
export function afterSignIn(
  state: LoginLocationState | null,
  viewer: ViewerFieldsFragment,
  next: string | null = null,
): string {
  const { returnTo } = state ?? {};
  if (returnTo && returnTo.userId === viewer.user.id) return returnTo.path;
  return followableNext(next, viewer.user.role) ?? paths.home(viewer.user.role);
}

/**
 * When the server says the session is gone (idle timeout, organization disabled, password changed
 * elsewhere) while this tab holds a user: on a signed-in screen go to the edition's login page
 * with a notice and forget the user once that page is shown (earlier, the guard of the page being
 * left would send the tab to /); signing in again as that user comes back to the screen. On a
 * public screen just forget the user.
 */
export function useSessionEnd(): void {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const requiresUser = useRequiresUser();
  const onGuardedScreen = useRef(requiresUser);
  const currentPath = useRef(pathname + search);
  const loginPending = useRef<string | null>(null);

  useEffect(() => {
    onGuardedScreen.current = requiresUser;
    currentPath.current = pathname + search;
  }, [requiresUser, pathname, search]);

  useEffect(() => {
    if (loginPending.current !== pathname) return;
    loginPending.current = null;
    clearAuthState();
  }, [pathname]);

  useEffect(
    () =>
      onUnauthenticated(() => {
        const { user, edition } = authState.get();
        if (!user || loginPending.current) return;
        if (!onGuardedScreen.current) {
          clearAuthState();
          return;
        }
        const target = edition ?? publicStatus.get();
        const loginPath = paths.login(target);
        loginPending.current = loginPath;
        publicStatus.set(target);
        const state: LoginLocationState = {
          notice: SESSION_EXPIRED_NOTICE,
          returnTo: { path: currentPath.current, userId: user.id },
        };
        // Later, not inside the transport's delivery of the error.
        window.setTimeout(() => void navigate(loginPath, { replace: true, state }), 0);
      }),
    [navigate],
  );
}
