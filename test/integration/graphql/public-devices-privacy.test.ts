import { getNamedType, isInterfaceType, isObjectType, type GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../../../server/composition/graphql.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';

let t: TestApp;
let device: Device;

const PUBLIC_QUERIES = [
  'publicDevices',
  'publicDevice',
  'publicDeviceHistory',
  'publicDeviceSheet',
  'publicBrandNames',
  'lastUpdate',
  'publicCategory',
];
const INTERNAL_TYPES = [
  'Organization',
  'BrandName',
  'User',
  'Device',
  'DeviceStatusChange',
  'DeviceViewerCan',
  'DeviceStatus',
];

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const org = await createOrganization(em, { name: '公開事業者㈱', tel: '03-0000-0000', message: '社内連絡' });
  device = await createDevice(em, { brandName: await createBrandName(em, org, '公開ブランド') });
});
afterAll(() => t.close());

/** Every type a public query can lead to, following fields and interface implementations. */
async function reachableFromPublicQueries(): Promise<Set<string>> {
  const schema = await buildGraphqlSchema();
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isInterfaceType(type)) schema.getPossibleTypes(type).forEach(visit);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    }
  };
  const query = schema.getQueryType()!.getFields();
  for (const name of PUBLIC_QUERIES) visit(getNamedType(query[name]!.type));
  return seen;
}

describe('the public equipment API reaches public data only', () => {
  it('leads from no public query to an internal type (organization, brand record, users, internal status)', async () => {
    const reachable = await reachableFromPublicQueries();
    expect(reachable).toContain('PublicElectricHeatPump');
    for (const name of INTERNAL_TYPES) expect(reachable, name).not.toContain(name);
  });

  it('gives a public device its organization name and brand {id, name} only', async () => {
    const res = await t
      .client()
      .gql<{ publicDevice: Record<string, unknown> }>(
        `query($id: Int!) { publicDevice(category: electric_heat_pumps, id: $id) { organizationName brandName { id name } status statusLabel } }`,
        { id: device.id },
      );
    expect(res.errors).toBeUndefined();
    expect(res.data!.publicDevice).toEqual({
      organizationName: '公開事業者㈱',
      brandName: { id: device.brandName.id, name: '公開ブランド' },
      status: 'published',
      statusLabel: '公開中',
    });
  });

  const SENSITIVE = [
    [
      'publicDevices items organization',
      `{ publicDevices(category: electric_heat_pumps) { items { organization { status approvedAt message belongTo type tel address postcode cogenerationManager } } } }`,
    ],
    [
      'publicDevices items brandName.note',
      `{ publicDevices(category: electric_heat_pumps) { items { brandName { note } } } }`,
    ],
    [
      'publicDevices items brandName.organization',
      `{ publicDevices(category: electric_heat_pumps) { items { brandName { organization { tel } } } } }`,
    ],
    [
      'publicDevice organization users',
      `query($id: Int!) { publicDevice(category: electric_heat_pumps, id: $id) { organization { users { email } } } }`,
    ],
    [
      'publicDevice viewerCan',
      `query($id: Int!) { publicDevice(category: electric_heat_pumps, id: $id) { viewerCan { delete } } }`,
    ],
    [
      'publicDevice createdAt',
      `query($id: Int!) { publicDevice(category: electric_heat_pumps, id: $id) { createdAt } }`,
    ],
    [
      'publicDeviceSheet device organization',
      `query($id: Int!) { publicDeviceSheet(category: electric_heat_pumps, id: $id) { device { organization { tel } } } }`,
    ],
    [
      'publicDeviceHistory note and actor',
      `query($id: Int!) { publicDeviceHistory(category: electric_heat_pumps, id: $id) { note actorName fromStatus } }`,
    ],
    [
      'publicDeviceSheet history note',
      `query($id: Int!) { publicDeviceSheet(category: electric_heat_pumps, id: $id) { history { note } } }`,
    ],
  ] as const;

  for (const [name, query] of SENSITIVE) {
    it(`refuses ${name} to an anonymous client (the field does not exist on the public types)`, async () => {
      const res = await t.client().gql(query, query.includes('$id') ? { id: device.id } : undefined);
      expect(res.data ?? null).toBeNull();
      expect(res.errors![0]!.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(JSON.stringify(res)).not.toContain('03-0000-0000');
      expect(JSON.stringify(res)).not.toContain('社内連絡');
    });
  }
});
