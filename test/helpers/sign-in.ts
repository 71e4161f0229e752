import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../factories/index.js';
import type { User } from '../../server/modules/users/user.entity.js';

/** Per-role clients for the "requires auth / requires admin / works" checklist. */
export async function signedIn(
  t: TestApp,
  role: 'admin' | 'organization',
  overrides: Partial<User> = {},
): Promise<{ client: TestClient; user: User }> {
  const em = t.orm.em.fork();
  const user = role === 'admin' ? await createAdmin(em, overrides) : await createUser(em, overrides);
  const client = t.client();
  await client.login(user.email, DEFAULT_PASSWORD);
  return { client, user };
}

export async function roleClients(t: TestApp) {
  const [admin, organization] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'organization')]);
  return {
    visitor: t.client(),
    admin: admin.client,
    organization: organization.client,
    organizationUser: organization.user,
  };
}
