import type { RequestContext, Viewer } from './context.js';
import { Role } from './domain.js';
import { Forbidden, Unauthenticated } from './errors.js';

/** Entry-point and service checks. Deny by default: every service call names what it needs. */
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
