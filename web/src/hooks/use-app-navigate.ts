import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { collapseSlashes } from '@/config/paths';

export type AppNavigate = (to: string, options?: NavigateOptions) => Promise<void>;

/**
 * navigate() with SPEC §8 behaviour: double slashes in pushed paths are collapsed and
 * navigation errors (e.g. an interrupted lazy route) are ignored. Resolves once the router
 * has finished the navigation, so callers can act after it (e.g. clear state the old page needs).
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, options?: NavigateOptions) => {
      try {
        await navigate(collapseSlashes(to), options);
      } catch {
        // Ignored on purpose: a failed navigation leaves the user where they are.
      }
    },
    [navigate],
  );
}
