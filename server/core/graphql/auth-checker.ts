import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { requireAdmin, requireViewer } from '../policies.js';
import { Role } from '../domain.js';

/** @Authorized() = signed in; @Authorized(Role.admin) = administrators. Throws our domain errors. */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  if (roles.includes(Role.admin)) requireAdmin(context);
  else requireViewer(context);
  return true;
};
