import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { OrganizationStatus, Role } from '../../server/core/domain.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { SecretBox } from '../../server/core/security/secret-box.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { TEST_APP_KEY } from '../helpers/test-app.js';

export const DEFAULT_PASSWORD = 'Test-pass-1234';
const secretBox = SecretBox.fromString(TEST_APP_KEY);
const unique = () => randomBytes(4).toString('hex');

export async function createOrganization(
  em: EntityManager,
  overrides: Partial<Organization> & { zipPassword?: string } = {},
) {
  const { zipPassword = 'zip-pass-1234', ...rest } = overrides;
  const org = em.create(Organization, {
    name: `テスト工業株式会社 ${unique()}`,
    postcode: '100-0001',
    address: '東京都千代田区千代田1-1',
    tel: '03-0000-0000',
    zipPasswordEncrypted: secretBox.encrypt(zipPassword),
    type: 1,
    status: OrganizationStatus.approved,
    approvedAt: new Date(),
    ...rest,
  });
  await em.persistAndFlush(org);
  return org;
}

export async function createUser(
  em: EntityManager,
  overrides: Partial<User> & { password?: string; organization?: Organization | null } = {},
) {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const organization = rest.organization === undefined ? await createOrganization(em) : rest.organization;
  const user = em.create(User, {
    role: organization ? Role.organization : Role.admin,
    name: 'テスト 太郎',
    email: `user-${unique()}@example.jp`,
    passwordHash: await hashPassword(password),
    ...rest,
    organization,
  });
  await em.persistAndFlush(user);
  return user;
}

export function createAdmin(em: EntityManager, overrides: Partial<User> & { password?: string } = {}) {
  return createUser(em, { role: Role.admin, organization: null, name: '管理 花子', ...overrides });
}
