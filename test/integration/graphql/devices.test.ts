import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import type { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { tmpdirLeftovers } from '../../helpers/private-tmpdir.js';
import { createDevice, createManagerOrganization, organizationClient, uploadZip } from '../../factories/devices.js';
import { DeviceCategory } from '../../../server/core/domain.js';

let t: TestApp;
let org: Organization;
let orgClient: TestClient;
let roles: Awaited<ReturnType<typeof roleClients>>;

beforeAll(async () => {
  t = await createTestApp();
  roles = await roleClients(t);
  ({ organization: org } = await createManagerOrganization(t.orm.em.fork()));
  ({ client: orgClient } = await organizationClient(t, org));
});
afterAll(() => t.close());

const UPLOAD_FIELDS =
  'fileName headers csv { row cells } errors { row column messages } duplicates { row certificateNumber firstRow } exists { row certificateNumber }';

async function gqlUpload(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
  zip: Buffer,
  preflight = true,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, zip: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.zip'] }));
  form.append('0', new Blob([zip], { type: 'application/zip' }), 'upload.zip');
  const response = await client.raw('POST', '/graphql', {
    body: form,
    headers: preflight ? { 'apollo-require-preflight': 'true' } : {},
  });
  const text = await response.text();
  let body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }[];
  } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, ...body };
}

const CHECK = `mutation ($zip: Upload!) { checkDeviceUpload(category: solar_systems, zip: $zip, passwordType: organization) { ${UPLOAD_FIELDS} } }`;
const COMMIT =
  'mutation ($zip: Upload!, $noList: [Int!]) { commitDeviceUpload(category: solar_systems, zip: $zip, passwordType: organization, noList: $noList) { created ids } }';

describe('GraphQL device upload', () => {
  it('check then commit with the Upload scalar; noList honoured', async () => {
    const zip = await uploadZip(DeviceCategory.solar_systems, 3, { prefix: 'GQL' });
    const checked = await gqlUpload(orgClient, CHECK, {}, zip);
    expect(checked.errors).toBeUndefined();
    expect((checked.data!.checkDeviceUpload as { csv: unknown[] }).csv).toHaveLength(3);
    const committed = await gqlUpload(orgClient, COMMIT, { noList: [2] }, zip);
    expect(committed.errors).toBeUndefined();
    expect(committed.data!.commitDeviceUpload).toMatchObject({ created: 2 });
    const again = await gqlUpload(orgClient, COMMIT, { noList: [2] }, zip);
    expect(again.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('wrong password is BAD_USER_INPUT on zip; visitors UNAUTHENTICATED; administrators FORBIDDEN; multipart without preflight is blocked', async () => {
    const zip = await uploadZip(DeviceCategory.solar_systems, 1, { prefix: 'GQLX', password: 'nope' });
    const wrong = await gqlUpload(orgClient, CHECK, {}, zip);
    expect(wrong.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { zip: ['ZIPファイルのパスワードが正しくありません'] },
    });
    expect((await gqlUpload(roles.visitor, CHECK, {}, zip)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await gqlUpload(roles.admin, CHECK, {}, zip)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await gqlUpload(orgClient, CHECK, {}, zip, false)).status).toBe(400);
  });

  it('the zip is a temporary file only while the mutation runs', async () => {
    const zip = await uploadZip(DeviceCategory.solar_systems, 1, { prefix: 'GQLTMP' });
    const left = await tmpdirLeftovers(async () => {
      expect((await gqlUpload(orgClient, CHECK, {}, zip)).errors).toBeUndefined();
      expect((await gqlUpload(orgClient, CHECK, {}, Buffer.from('not a zip'))).errors![0]!.extensions!.code).toBe(
        'BAD_USER_INPUT',
      );
    });
    expect(left).toEqual([]);
  });

  it('a request cut short inside the zip is BAD_USER_INPUT on zip, not a server error', async () => {
    const boundary = 'cut-short';
    const part = (name: string, value: string, fileName?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n\r\n${value}`;
    const body = [
      part('operations', JSON.stringify({ query: CHECK, variables: { zip: null } })),
      part('map', JSON.stringify({ 0: ['variables.zip'] })),
      part('0', 'PK\u0003\u0004abc', 'upload.zip'),
    ].join('\r\n');
    const response = await orgClient.raw('POST', '/graphql', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
    });
    const answer = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(answer.errors[0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { zip: ['アップロードを読み込めませんでした'] },
    });
  });
});

describe('GraphQL device queries and lifecycle', () => {
  it('lists typed category objects with performance fields, reads one with history, runs the lifecycle', async () => {
    const d = await createDevice(t.orm.em.fork(), org, {
      status: DeviceStatus.registered,
      certificateNumber: 'GQL-LIFE',
    });
    const list = await orgClient.gql<{
      devices: {
        total: number;
        items: {
          __typename: string;
          id: number;
          annualEfficiency: number;
          tankCapacity: number;
          viewerCan: { applyPublish: boolean };
        }[];
      };
    }>(
      'query { devices(category: electric_heat_pumps, filter: { keyword: " GQL-LIFE " }) { total items { __typename id statusLabel viewerCan { applyPublish } ... on ElectricHeatPump { systemNumber annualEfficiency tankCapacity } } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.devices.total).toBe(1);
    expect(list.data!.devices.items[0]).toMatchObject({
      __typename: 'ElectricHeatPump',
      id: d.id,
      viewerCan: { applyPublish: true },
    });
    expect(typeof list.data!.devices.items[0]!.annualEfficiency).toBe('number');

    const apply = await orgClient.gql(
      `mutation { applyPublishDevice(category: electric_heat_pumps, id: ${d.id}) { status } }`,
    );
    expect(apply.data).toEqual({ applyPublishDevice: { status: 'publish_requested' } });
    const byOrg = await orgClient.gql(
      `mutation { approveDevice(category: electric_heat_pumps, id: ${d.id}) { status } }`,
    );
    expect(byOrg.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const approve = await roles.admin.gql(
      `mutation { approveDevice(category: electric_heat_pumps, id: ${d.id}) { status } }`,
    );
    expect(approve.data).toEqual({ approveDevice: { status: 'published' } });
    const twice = await roles.admin.gql(
      `mutation { approveDevice(category: electric_heat_pumps, id: ${d.id}) { status } }`,
    );
    expect(twice.errors![0]!.extensions!.code).toBe('CONFLICT');
    const badCancel = await orgClient.gql(
      `mutation { applyCancelDevice(category: electric_heat_pumps, id: ${d.id}, input: { canceledAt: "", reason: [] }) { status } }`,
    );
    expect(badCancel.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { canceledAt: ['取消日は必須です'], reason: ['取消理由を選択してください'] },
    });
    const applyCancel = await orgClient.gql(
      `mutation { applyCancelDevice(category: electric_heat_pumps, id: ${d.id}, input: { canceledAt: "2025-06-01", reason: ["販売終了"], note: "後継機" }) { status canceledAt } }`,
    );
    expect(applyCancel.data).toEqual({ applyCancelDevice: { status: 'cancel_requested', canceledAt: '2025-06-01' } });
    const cancel = await roles.admin.gql(
      `mutation { cancelDevice(category: electric_heat_pumps, id: ${d.id}, input: { canceledAt: "2025-06-02", reason: ["販売終了"] }) { status } }`,
    );
    expect(cancel.data).toEqual({ cancelDevice: { status: 'canceled' } });

    const history = await orgClient.gql<{
      deviceHistory: { toStatus: string; actorName: string; reasons: string[] }[];
    }>(
      `query { deviceHistory(category: electric_heat_pumps, id: ${d.id}) { fromStatus toStatus reasons note actorName createdAt } }`,
    );
    expect(history.data!.deviceHistory.map((h) => h.toStatus)).toEqual([
      'publish_requested',
      'published',
      'cancel_requested',
      'canceled',
    ]);
    const one = await roles.admin.gql(
      `query { device(category: electric_heat_pumps, id: ${d.id}) { id status certificate { fileName contentType } organization { id } } }`,
    );
    expect(one.data!.device).toMatchObject({
      id: d.id,
      status: 'canceled',
      certificate: { contentType: 'application/pdf' },
      organization: { id: org.id },
    });
  });

  it('dates and delete; 401 / 403 / 404 / 422', async () => {
    const d = await createDevice(t.orm.em.fork(), org, { status: DeviceStatus.registered });
    const dates = await orgClient.gql(
      `mutation { updateDeviceDates(category: electric_heat_pumps, id: ${d.id}, input: { releaseDate: "2025-09-01", publishFlag: true, publishDate: "2025-10-01" }) { releaseDate publishDate } }`,
    );
    expect(dates.data).toEqual({ updateDeviceDates: { releaseDate: '2025-09-01', publishDate: '2025-10-01' } });
    const missing = await orgClient.gql(
      `mutation { updateDeviceDates(category: electric_heat_pumps, id: ${d.id}, input: { releaseDate: "" }) { releaseDate } }`,
    );
    expect(missing.errors![0]!.extensions!.fieldErrors).toEqual({ releaseDate: ['発売予定年月日は必須です'] });
    expect(
      (await roles.visitor.gql('query { devices(category: electric_heat_pumps) { total } }')).errors![0]!.extensions!
        .code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await roles.organization.gql('query { devices(category: electric_heat_pumps) { total } }')).errors![0]!
        .extensions!.code,
    ).toBe('FORBIDDEN');
    expect(
      (await roles.admin.gql('query { device(category: electric_heat_pumps, id: 999999) { id } }')).errors![0]!
        .extensions!.code,
    ).toBe('NOT_FOUND');
    expect(
      (await roles.admin.gql('query { devices(category: electric_heat_pumps, filter: { page: 0 }) { total } }'))
        .errors![0]!.extensions!.code,
    ).toBe('BAD_USER_INPUT');
    const options = await roles.admin.gql<{ deviceOrganizationOptions: { id: number }[] }>(
      'query { deviceOrganizationOptions(category: electric_heat_pumps) { id name } }',
    );
    expect(options.data!.deviceOrganizationOptions.map((o) => o.id)).toContain(org.id);
    expect(
      (await orgClient.gql('query { deviceOrganizationOptions(category: electric_heat_pumps) { id } }')).errors![0]!
        .extensions!.code,
    ).toBe('FORBIDDEN');
    const sharedOptions = await orgClient.gql<{ uploadSharedPasswords: unknown[] }>(
      'query { uploadSharedPasswords { id name } }',
    );
    expect(sharedOptions.errors).toBeUndefined();
    expect((await roles.admin.gql('query { uploadSharedPasswords { id } }')).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    // The upload page names the limits and checks the zip's size before sending it.
    const limits = 'query { uploadLimits(category: electric_heat_pumps) { maxZipBytes maxRows } }';
    expect((await orgClient.gql(limits)).data).toEqual({
      uploadLimits: { maxZipBytes: 50 * 1024 * 1024, maxRows: 5000 },
    });
    expect((await roles.admin.gql(limits)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // An organization without the category's manager flag learns it before choosing a file.
    const unmanaged = (await roles.organization.gql(limits)).errors![0]!;
    expect([unmanaged.extensions!.code, unmanaged.message]).toEqual([
      'FORBIDDEN',
      'この機器区分を管理する権限がありません',
    ]);
    const deleted = await orgClient.gql(`mutation { deleteDevice(category: electric_heat_pumps, id: ${d.id}) }`);
    expect(deleted.data).toEqual({ deleteDevice: true });
    expect(await t.orm.em.fork().count(Device, { id: d.id })).toBe(0);
  });
});
