import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import type { GraphqlResult, TestClient } from '../helpers/test-client.js';
import { createAdmin, createOrganization, createUser, DEFAULT_PASSWORD } from '../factories/index.js';
import { createDevice, createManagerOrganization, organizationClient } from '../factories/devices.js';
import { createCategoryTree, createLink } from '../factories/links.js';
import { DeviceStatus, OrganizationStatus } from '../../server/core/domain.js';
import type { Organization } from '../../server/modules/organizations/organization.entity.js';
import type { LinkCategory } from '../../server/modules/link-categories/link-category.entity.js';

/**
 * The access matrix, written by hand from SPEC §6 and docs/decisions.md (not from the policy code):
 * every role × action, over /api and GraphQL, against real ids of organization A's records.
 *  - manager: a user of A (A manages the category);  noFlag: a user of an approved organization
 *    without the category flag;  other: a user of organization B acting on A's records (IDOR);
 *  - 401 visitor, 403 wrong role or no category flag, 404 another organization's record
 *    (answered as if it did not exist), 200 allowed (2xx on /api, data on GraphQL).
 */
type Role = 'visitor' | 'manager' | 'noFlag' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'manager', 'noFlag', 'other', 'admin'];

interface Ids {
  device: number;
  user: number;
  link: number;
  organization: number;
}
interface Action {
  rest: (c: TestClient, ids: Ids) => Promise<{ status: number }>;
  gql: (c: TestClient, ids: Ids) => Promise<GraphqlResult>;
}

const CAT = 'electric_heat_pumps';
type Answer = number | { rest: number; gql: number };
const EXPECTED: Record<string, Record<Role, Answer>> = {
  // GET /api/{cat}/{id} is also the public detail, where an unpublished device does not exist.
  'read a device': { visitor: { rest: 404, gql: 401 }, manager: 200, noFlag: 403, other: 404, admin: 200 },
  'apply to publish a device': { visitor: 401, manager: 200, noFlag: 403, other: 404, admin: 403 },
  'change device dates': { visitor: 401, manager: 200, noFlag: 403, other: 404, admin: 200 },
  'delete a device': { visitor: 401, manager: 200, noFlag: 403, other: 404, admin: 200 },
  'read the organization': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 200 },
  'edit the organization': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 200 },
  'list organizations': { visitor: 401, manager: 403, noFlag: 403, other: 403, admin: 200 },
  'read a user': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 200 },
  'delete a user': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 403 },
  'read a link': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 200 },
  'delete a link': { visitor: 401, manager: 200, noFlag: 404, other: 404, admin: 200 },
  'approve a link': { visitor: 401, manager: 403, noFlag: 403, other: 403, admin: 200 },
};

const profile = { name: '行列株式会社', postcode: '100-0001', address: '東京都', tel: '03-0000-0001', type: 1 };
const ACTIONS: Record<keyof typeof EXPECTED, Action> = {
  'read a device': {
    rest: (c, i) => c.get(`/api/${CAT}/${i.device}`),
    gql: (c, i) => c.gql(`query($id: Int!) { device(category: ${CAT}, id: $id) { id } }`, { id: i.device }),
  },
  'apply to publish a device': {
    rest: (c, i) => c.put(`/api/${CAT}/${i.device}/apply_publish`),
    gql: (c, i) =>
      c.gql(`mutation($id: Int!) { applyPublishDevice(category: ${CAT}, id: $id) { id } }`, { id: i.device }),
  },
  'change device dates': {
    rest: (c, i) => c.put(`/api/${CAT}/${i.device}/date`, { release_date: '2030-01-01' }),
    gql: (c, i) =>
      c.gql(
        `mutation($id: Int!) { updateDeviceDates(category: ${CAT}, id: $id, input: { releaseDate: "2030-01-01" }) { id } }`,
        { id: i.device },
      ),
  },
  'delete a device': {
    rest: (c, i) => c.delete(`/api/${CAT}/${i.device}`),
    gql: (c, i) => c.gql(`mutation($id: Int!) { deleteDevice(category: ${CAT}, id: $id) }`, { id: i.device }),
  },
  'read the organization': {
    rest: (c, i) => c.get(`/api/organizations/${i.organization}`),
    gql: (c, i) => c.gql('query($id: Int!) { organization(id: $id) { id } }', { id: i.organization }),
  },
  'edit the organization': {
    rest: (c, i) => c.put(`/api/organizations/${i.organization}`, profile),
    gql: (c, i) =>
      c.gql(
        'mutation($id: Int!, $input: OrganizationUpdateInput!) { updateOrganization(id: $id, input: $input) { id } }',
        { id: i.organization, input: profile },
      ),
  },
  'list organizations': {
    rest: (c) => c.get('/api/organizations'),
    gql: (c) => c.gql('query { organizations { total } }'),
  },
  'read a user': {
    rest: (c, i) => c.get(`/api/users/${i.user}`),
    gql: (c, i) => c.gql('query($id: Int!) { user(id: $id) { id } }', { id: i.user }),
  },
  'delete a user': {
    rest: (c, i) => c.delete(`/api/users/${i.user}`),
    gql: (c, i) => c.gql('mutation($id: Int!) { deleteUser(id: $id) }', { id: i.user }),
  },
  'read a link': {
    rest: (c, i) => c.get(`/api/links/${i.link}`),
    gql: (c, i) => c.gql('query($id: Int!) { link(id: $id) { id } }', { id: i.link }),
  },
  'delete a link': {
    rest: (c, i) => c.delete(`/api/links/${i.link}`),
    gql: (c, i) => c.gql('mutation($id: Int!) { deleteLink(id: $id) }', { id: i.link }),
  },
  'approve a link': {
    rest: (c, i) => c.put(`/api/links/${i.link}/approved/enabled`),
    gql: (c, i) => c.gql('mutation($id: Int!) { approveLink(id: $id) { id } }', { id: i.link }),
  },
};

const GRAPHQL_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
const restStatus = (status: number) => (status >= 200 && status < 300 ? 200 : status);
const gqlStatus = (result: GraphqlResult) => {
  const code = result.errors?.[0]?.extensions?.code as string | undefined;
  return code === undefined ? 200 : (GRAPHQL_STATUS[code] ?? 0);
};

let t: TestApp;
let ownerOrg: Organization;
let category: LinkCategory;
const clients = {} as Record<Role, TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  ({ organization: ownerOrg } = await createManagerOrganization(em));
  const { organization: otherOrg } = await createManagerOrganization(em);
  const noFlagOrg = await createOrganization(em);
  category = [...(await createCategoryTree(em)).byCode.values()].find((c) => c.level1)!;
  clients.visitor = t.client();
  clients.manager = (await organizationClient(t, ownerOrg)).client;
  clients.other = (await organizationClient(t, otherOrg)).client;
  clients.noFlag = (await organizationClient(t, noFlagOrg)).client;
  const admin = await createAdmin(em);
  clients.admin = t.client();
  await clients.admin.login(admin.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

/** Fresh records of organization A for every cell, so an allowed write never changes another cell. */
async function recordsOfA(): Promise<Ids> {
  const em = t.orm.em.fork();
  const device = await createDevice(em, ownerOrg, { status: DeviceStatus.registered });
  const user = await createUser(em, { organization: ownerOrg });
  const link = await createLink(em, { organization: ownerOrg, category });
  return { device: device.id, user: user.id, link: link.id, organization: ownerOrg.id };
}

describe('access matrix (SPEC §6): role × action × door', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    for (const role of ROLES) {
      const answer = expected[role];
      const { rest, gql } = typeof answer === 'number' ? { rest: answer, gql: answer } : answer;
      it(`${name} as ${role} → /api ${rest}, GraphQL ${gql}`, async () => {
        const action = ACTIONS[name]!;
        expect(restStatus((await action.rest(clients[role], await recordsOfA())).status), '/api').toBe(rest);
        expect(gqlStatus(await action.gql(clients[role], await recordsOfA())), 'GraphQL').toBe(gql);
      });
    }
  }

  it('users of unapproved and disabled organizations cannot sign in at all (403 at the login)', async () => {
    const em = t.orm.em.fork();
    for (const status of [OrganizationStatus.registered, OrganizationStatus.disabled]) {
      const user = await createUser(em, { organization: await createOrganization(em, { status }) });
      const login = await t
        .client()
        .post('/api/login', { email: user.email, password: DEFAULT_PASSWORD, type: 'house' });
      expect(login.status).toBe(403);
    }
  });
});
