import { snakeKey } from '../../core/rest/case.js';
import { MANAGER_FLAGS, type Organization } from '../organizations/organization.entity.js';
import type { User } from './user.entity.js';

/** The legacy /api shape of an organization (snake_case). */
export function organizationJson(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    postcode: org.postcode,
    address: org.address,
    tel: org.tel,
    belong_to: org.belongTo,
    message: org.message,
    type: org.type,
    status: org.status,
    ...Object.fromEntries(MANAGER_FLAGS.map((flag) => [snakeKey(flag), org[flag]])),
    approved_at: org.approvedAt ?? null,
    created_at: org.createdAt,
    updated_at: org.updatedAt,
  };
}

/** The legacy /api shape of a user: never a password hash. */
export function userJson(user: User) {
  return {
    id: user.id,
    role: user.role,
    organization_id: user.organization?.id ?? null,
    organization: user.organization ? organizationJson(user.organization) : null,
    division: user.division,
    name: user.name,
    tel: user.tel,
    email: user.email,
    failed_login_count: user.failedLoginCount,
    locked_at: user.lockedAt ?? null,
    last_login_at: user.lastLoginAt ?? null,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}
