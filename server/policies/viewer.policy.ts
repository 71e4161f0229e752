import type { Viewer } from '../core/context.js';
import { Role } from '../core/domain.js';

/**
 * Who a viewer is, as the policies ask it. Pure functions of the viewer (and an organization id):
 * no database, no request, so the web-facing `viewerCan` flags and the services read the same rule.
 */
export type MaybeViewer = Pick<Viewer, 'role' | 'organizationId'> | null | undefined;

export const isAdmin = (viewer: MaybeViewer): boolean => viewer?.role === Role.admin;

export const isOrganizationUser = (viewer: MaybeViewer): viewer is Pick<Viewer, 'role'> & { organizationId: number } =>
  viewer?.role === Role.organization && viewer.organizationId !== null;

/** A member of exactly this organization (administrators are not members of any). */
export const isMemberOf = (viewer: MaybeViewer, organizationId: number | null | undefined): boolean =>
  isOrganizationUser(viewer) &&
  organizationId !== null &&
  organizationId !== undefined &&
  viewer.organizationId === organizationId;

/**
 * THE rule "an administrator, or a user of the owning organization": who may see and manage an
 * organization's own records (its profile, users, links, devices, evaluator memos).
 */
export const managesOrganization = (viewer: MaybeViewer, organizationId: number | null | undefined): boolean =>
  isAdmin(viewer) || isMemberOf(viewer, organizationId);
