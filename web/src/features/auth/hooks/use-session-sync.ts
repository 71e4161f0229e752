import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from '@/generated/graphql';
import { reportUnauthenticated } from '@/lib/session-events';
import { authState } from '@/lib/auth-state';

/**
 * Once per app start, re-reads `me` when the tab remembers a user: an expired server session
 * ends the tab's too (see useSessionEnd), a live one refreshes the user (e.g. manager flags set
 * since sign-in).
 */
export function useSessionSync(): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!authState.get().user) return;
    let active = true;
    client
      .query({ query: MeDocument })
      .then(({ data }) => {
        if (!active) return;
        const viewer = data?.me;
        if (!viewer) {
          reportUnauthenticated();
          return;
        }
        // A tab that signed out while `me` was in flight stays signed out.
        authState.set((state) =>
          state.user
            ? {
                ...state,
                user: { ...state.user, ...viewer.user },
                edition: viewer.edition,
                organization: viewer.user.organization,
              }
            : state,
        );
      })
      .catch(() => {
        // Transport trouble: keep the remembered state; the next request will tell.
      });
    return () => {
      active = false;
    };
  }, [client]);
}
