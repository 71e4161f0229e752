import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../stores/auth-state';

/** SPEC §2 guard: every non-public route needs a user in the auth state, else go to /. */
export function RequireUser() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.root()} replace />;
  return <Outlet />;
}
