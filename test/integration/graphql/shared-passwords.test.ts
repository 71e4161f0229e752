import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { errorCode as code, expectAdminOnly } from '../../helpers/graphql-crud.js';
import { createSharedPassword, decryptForTest } from '../../factories/master-data.js';
import { SharedPassword } from '../../../server/modules/shared-passwords/shared-password.entity.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const CREATE = `mutation($input: SharedPasswordInput!) { createSharedPassword(input: $input) { id name note } }`;
const LIST = `query($page: Int) { sharedPasswords(page: $page) { total page pageSize items { id name note } } }`;
const GET = `query($id: Int!) { sharedPassword(id: $id) { id name } }`;
const CHOICES = `{ sharedPasswordChoices { id name } }`;
const UPDATE = `mutation($id: Int!, $input: SharedPasswordInput!) { updateSharedPassword(id: $id, input: $input) { id name } }`;
const DELETE = `mutation($id: Int!) { deleteSharedPassword(id: $id) }`;
const input = { name: '共用①', zipPassword: 'Gql-zip-1', zipPasswordConfirmation: 'Gql-zip-1', note: '' };

describe('shared passwords over GraphQL', () => {
  it('creates, lists, reads, updates (blank keeps the password) and deletes', async () => {
    const created = await c.admin.gql<{ createSharedPassword: { id: number } }>(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createSharedPassword.id;
    expect(
      (await c.admin.gql<{ sharedPasswords: { total: number; pageSize: number } }>(LIST, { page: 1 })).data
        ?.sharedPasswords,
    ).toMatchObject({ total: 1, pageSize: 25 });
    expect((await c.admin.gql(GET, { id })).data).toEqual({ sharedPassword: { id, name: '共用①' } });
    expect((await c.admin.gql(UPDATE, { id, input: { name: '共用②' } })).data).toEqual({
      updateSharedPassword: { id, name: '共用②' },
    });
    const row = await t.orm.em.fork().findOneOrFail(SharedPassword, id, { populate: ['zipPasswordEncrypted'] });
    expect(decryptForTest(row.zipPasswordEncrypted)).toBe('Gql-zip-1');
    expect((await c.admin.gql(DELETE, { id })).data).toEqual({ deleteSharedPassword: true });
  });

  it('has no field that could return the password', async () => {
    const result = await c.admin.gql(`{ sharedPasswords { items { zipPassword } } }`);
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "zipPassword"/);
  });

  it('lets organization users read only choices {id, name}', async () => {
    await createSharedPassword(t.orm.em.fork(), { name: '選択用' });
    const choices = await c.organization.gql<{ sharedPasswordChoices: { name: string }[] }>(CHOICES);
    expect(choices.data?.sharedPasswordChoices.map((s) => s.name)).toContain('選択用');
    expect((await c.organization.gql(`{ sharedPasswordChoices { note } }`)).errors?.[0]?.message).toMatch(
      /Cannot query field "note"/,
    );
    expect(code(await c.visitor.gql(CHOICES))).toBe('UNAUTHENTICATED');
  });

  it('UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT and NOT_FOUND', async () => {
    await expectAdminOnly(c, { list: LIST, get: GET, create: CREATE, update: UPDATE, delete: DELETE, input });
    const invalid = await c.admin.gql(CREATE, { input: { name: '', zipPassword: 'a', zipPasswordConfirmation: 'b' } });
    expect(invalid.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: ['名称を入力してください'],
        zipPasswordConfirmation: [
          'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません',
        ],
      },
    });
  });
});
