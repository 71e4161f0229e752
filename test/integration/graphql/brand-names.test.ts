import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { errorCode as code, expectAdminOnly } from '../../helpers/graphql-crud.js';
import { createOrganization } from '../../factories/index.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  orgId = (await createOrganization(t.orm.em.fork(), { name: '日本ソーラー株式会社' })).id;
});
afterAll(() => t.close());

const CREATE = `mutation($input: BrandNameInput!) { createBrandName(input: $input) { id name note organization { id name } } }`;
const LIST = `query($page: Int) { brandNames(page: $page) { total page pageSize items { id name organization { name } } } }`;
const UPDATE = `mutation($id: Int!, $input: BrandNameInput!) { updateBrandName(id: $id, input: $input) { id name } }`;
const DELETE = `mutation($id: Int!) { deleteBrandName(id: $id) }`;
const GET = `query($id: Int!) { brandName(id: $id) { id name } }`;

describe('brand names over GraphQL', () => {
  it('creates, lists, updates and deletes (administrators)', async () => {
    const created = await c.admin.gql<{ createBrandName: { id: number; organization: { name: string } } }>(CREATE, {
      input: { name: 'サンエコ', organizationId: orgId, note: '' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createBrandName.organization.name).toBe('日本ソーラー株式会社');
    const id = created.data!.createBrandName.id;
    const list = await c.admin.gql<{ brandNames: { total: number; pageSize: number } }>(LIST, { page: 1 });
    expect(list.data?.brandNames).toMatchObject({ total: 1, pageSize: 25 });
    expect((await c.admin.gql(UPDATE, { id, input: { name: 'サンエコ2', organizationId: orgId } })).data).toEqual({
      updateBrandName: { id, name: 'サンエコ2' },
    });
    expect((await c.admin.gql(DELETE, { id })).data).toEqual({ deleteBrandName: true });
  });

  it('offers approved organizations as choices (administrators only)', async () => {
    const CHOICES = `{ brandNameOrganizations { id name status } }`;
    const pending = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    const result = await c.admin.gql<{ brandNameOrganizations: { id: number; status: string }[] }>(CHOICES);
    const ids = result.data!.brandNameOrganizations.map((o) => o.id);
    expect(ids).toContain(orgId);
    expect(ids).not.toContain(pending.id);
    expect(new Set(result.data!.brandNameOrganizations.map((o) => o.status))).toEqual(new Set(['approved']));
    expect((await c.organization.gql(CHOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await c.visitor.gql(CHOICES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('UNAUTHENTICATED, FORBIDDEN and NOT_FOUND on every operation; BAD_USER_INPUT on create and update, writing nothing', async () => {
    const input = { name: 'x', organizationId: orgId, note: '' };
    await expectAdminOnly(c, { list: LIST, get: GET, create: CREATE, update: UPDATE, delete: DELETE, input });

    const before = await t.orm.em.fork().count(BrandName);
    const invalid = await c.admin.gql(CREATE, { input: { name: '', organizationId: orgId } });
    expect(invalid.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['ブランド名を入力してください'] },
    });
    const pending = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    expect(code(await c.admin.gql(CREATE, { input: { name: 'x', organizationId: pending.id } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await t.orm.em.fork().count(BrandName)).toBe(before);

    const id = (
      await c.admin.gql<{ createBrandName: { id: number } }>(CREATE, {
        input: { name: '検証用', organizationId: orgId },
      })
    ).data!.createBrandName.id;
    const badUpdate = await c.admin.gql(UPDATE, { id, input: { name: 'x'.repeat(256), organizationId: orgId } });
    expect(badUpdate.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['ブランド名は255文字以内で入力してください'] },
    });
    expect((await c.admin.gql(GET, { id })).data).toEqual({ brandName: { id, name: '検証用' } });
  });
});
