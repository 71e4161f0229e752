import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Role } from '@/generated/graphql';
import { useCurrentUser } from '@/lib/auth-state';

/**
 * The area of one role (/admin, /organization). A user of the other role is sent to their own
 * home instead of that area's shell; the server refuses the area's data on its own anyway.
 */
export function RequireRole({ role }: { role: Role }) {
  const user = useCurrentUser();
  if (user && user.role !== role) return <Navigate to={paths.home(user.role)} replace />;
  return <Outlet />;
}
