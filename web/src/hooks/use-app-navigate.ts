import { createContext, useCallback, useContext } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { collapseSlashes } from '@/config/paths';

export type AppNavigate = (to: string, options?: NavigateOptions) => Promise<void>;

/**
 * A promise of the next commit of a new location. The app's layout provides it (use-new-page.ts);
 * outside it (a component rendered alone in a test) it resolves at once.
 */
export const NextLocationCommitContext = createContext<() => Promise<void>>(() => Promise.resolve());

/**
 * navigate() with SPEC §8 behaviour: double slashes in pushed paths are collapsed and
 * navigation errors are ignored. Resolves once the new location's screen is on the page (after its
 * code has loaded), so callers can act after it, e.g. clear a draft the old page still shows.
 */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const nextLocationCommit = useContext(NextLocationCommitContext);
  return useCallback(
    async (to: string, options?: NavigateOptions) => {
      const committed = nextLocationCommit();
      try {
        await navigate(collapseSlashes(to), options);
      } catch {
        // Ignored on purpose: a failed navigation leaves the user where they are.
        return;
      }
      await committed;
    },
    [navigate, nextLocationCommit],
  );
}
