import type { RequestContext, Viewer } from './context.js';
import { Role } from './domain.js';
import { Forbidden, Unauthenticated } from './errors.js';

/**
 * Who is signed in, as entry points and services require it (signed in, administrator, organization
 * user). Deny by default: every service call names what it needs. What a viewer may do to one
 * object is a policy (server/policies/).
 */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw Unauthenticated();
  return ctx.viewer;
}

export function requireAdmin(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== Role.admin) throw Forbidden();
  return viewer;
}

export function requireOrganizationUser(ctx: RequestContext): Viewer & { organizationId: number } {
  const viewer = requireViewer(ctx);
  if (viewer.role !== Role.organization || viewer.organizationId === null) throw Forbidden();
  return viewer as Viewer & { organizationId: number };
}
