import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { authState } from '@/lib/auth-state';

/** SPEC §2 password change action: copy the user with blank password fields, open /password. */
export function useOpenPasswordChange(): () => void {
  const navigate = useAppNavigate();
  return useCallback(() => {
    authState.set((state) =>
      state.user
        ? { ...state, user: { ...state.user, password: '', newPassword: '', newPasswordConfirmation: '' } }
        : state,
    );
    navigate(paths.password.change());
  }, [navigate]);
}
