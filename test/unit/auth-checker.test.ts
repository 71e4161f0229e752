import { describe, expect, it } from 'vitest';
import { authChecker } from '../../server/core/graphql/auth-checker.js';
import type { RequestContext } from '../../server/core/context.js';
import { Role } from '../../server/core/domain.js';

const check = (role: Role | null, roles: Role[]) => {
  const context = {
    viewer: role ? { role, organizationId: role === Role.organization ? 1 : null } : null,
  } as unknown as RequestContext;
  try {
    return (authChecker as (data: { context: RequestContext }, roles: Role[]) => boolean)({ context }, roles)
      ? 'allowed'
      : 'refused';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('the GraphQL auth checker honours every role', () => {
  it.each([
    [null, [], 401],
    [null, [Role.organization], 401],
    [Role.organization, [], 'allowed'],
    [Role.organization, [Role.organization], 'allowed'],
    [Role.organization, [Role.admin], 403],
    [Role.admin, [], 'allowed'],
    [Role.admin, [Role.admin], 'allowed'],
    [Role.admin, [Role.organization], 403],
  ] as const)('%s with @Authorized(%j) → %s', (role, roles, expected) => {
    expect(check(role, [...roles])).toBe(expected);
  });
});
