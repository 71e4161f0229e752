import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { LogoutDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { authState } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';

/**
 * SPEC §2 logout: call logout, reset the public status to the edition, go to /logout,
 * then clear the auth state. A failed server call still signs the browser out.
 *
 * The clearing itself happens when the /logout page mounts (see LogoutPage): clearing here
 * would re-render the still-mounted guarded page first, whose guard would redirect to /.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  const navigate = useAppNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    publicStatus.set(authState.get().edition ?? publicStatus.get());
    await navigate(paths.logout());
  }, [logout, navigate]);
}
