import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { requireViewer } from '../access.js';
import type { Role } from '../domain.js';
import { Forbidden } from '../errors.js';

/**
 * @Authorized() = signed in; @Authorized(Role.x, …) = signed in with one of those roles. Throws
 * our domain errors (401 for visitors, 403 for a role not listed). Object rules (whose record)
 * stay in the services, through server/policies.
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  const viewer = requireViewer(context);
  if (roles.length > 0 && !roles.includes(viewer.role)) throw Forbidden();
  return true;
};
