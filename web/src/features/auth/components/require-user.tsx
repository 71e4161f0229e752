import { Box } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MeDocument } from '@/generated/graphql';
import { signIn, useCurrentUser } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';

/**
 * SPEC §2 guard: every non-public route needs a user, else go to /. The user lives in the tab's
 * session storage; a new tab (or ctrl-click) starts without one while the cookie session may be
 * live, so the guard asks the server (`me`) before deciding.
 */
export function RequireUser() {
  const user = useCurrentUser();
  const { data, loading } = useQuery(MeDocument, user === null ? {} : skipToken);
  const viewer = user ? null : data?.me;

  useEffect(() => {
    if (!viewer) return;
    signIn(viewer.user, viewer.edition);
    publicStatus.set(viewer.edition);
  }, [viewer]);

  if (user) return <Outlet />;
  if (loading || viewer) return <Box aria-busy="true" aria-label="読み込み中" minH="40" />;
  return <Navigate to={paths.root()} replace />;
}
