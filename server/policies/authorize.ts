import { NotFound } from '../core/errors.js';
import { managesOrganization, type MaybeViewer } from './viewer.policy.js';

/**
 * Another organization's record answers exactly like one that does not exist (404 with the
 * record's own not-found message), on every door: a 403 would confirm that the id is taken
 * (docs/decisions.md).
 */
export function authorizeManaged(
  viewer: MaybeViewer,
  organizationId: number | null | undefined,
  notFoundMessage: string,
): void {
  if (!managesOrganization(viewer, organizationId)) throw NotFound(notFoundMessage);
}
