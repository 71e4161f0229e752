import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { expectAdminOnly } from '../../helpers/graphql-crud.js';
import { createEvaluationOrganization } from '../../factories/master-data.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const CREATE = `mutation($input: EvaluationOrganizationInput!) { createEvaluationOrganization(input: $input) { id name number } }`;
const LIST = `query($page: Int) { evaluationOrganizations(page: $page) { total pageSize items { id name number } } }`;
const GET = `query($id: Int!) { evaluationOrganization(id: $id) { id number } }`;
const UPDATE = `mutation($id: Int!, $input: EvaluationOrganizationInput!) { updateEvaluationOrganization(id: $id, input: $input) { id name number } }`;
const DELETE = `mutation($id: Int!) { deleteEvaluationOrganization(id: $id) }`;
const input = { name: '評価機関Ａ', number: 'EV-G1', password: 'Gql-pass-1', passwordConfirmation: 'Gql-pass-1' };

describe('evaluation organizations over GraphQL', () => {
  it('creates, lists, reads, updates and deletes', async () => {
    const created = await c.admin.gql<{ createEvaluationOrganization: { id: number } }>(CREATE, { input });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEvaluationOrganization.id;
    expect(
      (await c.admin.gql<{ evaluationOrganizations: { total: number } }>(LIST)).data?.evaluationOrganizations.total,
    ).toBe(1);
    expect((await c.admin.gql(GET, { id })).data).toEqual({ evaluationOrganization: { id, number: 'EV-G1' } });
    expect((await c.admin.gql(UPDATE, { id, input: { name: '評価機関Ｂ', number: 'EV-G2' } })).data).toEqual({
      updateEvaluationOrganization: { id, name: '評価機関Ｂ', number: 'EV-G2' },
    });
    expect((await c.admin.gql(DELETE, { id })).data).toEqual({ deleteEvaluationOrganization: true });
  });

  it('UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (duplicate number) and NOT_FOUND', async () => {
    await expectAdminOnly(c, { list: LIST, get: GET, create: CREATE, update: UPDATE, delete: DELETE, input });
    await createEvaluationOrganization(t.orm.em.fork(), { number: 'EV-TAKEN' });
    expect((await c.admin.gql(CREATE, { input: { ...input, number: 'EV-TAKEN' } })).errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { number: ['この評価機関番号は既に登録されています'] },
    });
    expect(
      (await c.admin.gql(CREATE, { input: { ...input, passwordConfirmation: 'x' } })).errors?.[0]?.extensions
        ?.fieldErrors,
    ).toEqual({
      passwordConfirmation: ['パスワードが確認用パスワードと一致しません'],
    });
  });
});
