import { paths } from '@/config/paths';
import type { Role } from '@/generated/graphql';

/** Where each role lands after sign-in and when it opens the other role's area. */
export function homePathFor(role: Role): string {
  return role === 'admin' ? paths.admin.organizations.list() : paths.organization.profile.detail();
}
