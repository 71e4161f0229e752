import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { errorCode as code, expectAdminOnly } from '../../helpers/graphql-crud.js';
import { createInformation } from '../../factories/master-data.js';
import { InformationShowType } from '../../../server/core/domain.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const CREATE = `mutation($input: InformationInput!) { createInformation(input: $input) { id title showType showUsers publishedAt } }`;
const LIST = `query($page: Int, $showType: InformationShowType) { informationList(page: $page, showType: $showType) { total items { id showType } } }`;
const GET = `query($id: Int!) { information(id: $id) { id title body } }`;
const UPDATE = `mutation($id: Int!, $input: InformationInput!) { updateInformation(id: $id, input: $input) { id title showUsers } }`;
const DELETE = `mutation($id: Int!) { deleteInformation(id: $id) }`;
const NOTICES = `query($audience: NoticeAudience!) { notices(audience: $audience) { total items { id title } } }`;
const input = {
  title: 'GraphQLのお知らせ',
  body: '本文',
  showType: 'organization',
  publishedAt: '2026-01-01T00:00:00.000Z',
};

describe('information over GraphQL', () => {
  it('creates, lists by show type, reads, updates and deletes; showUsers stays 0', async () => {
    const created = await c.admin.gql<{ createInformation: { id: number; showUsers: number } }>(CREATE, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInformation).toMatchObject({
      showType: 'organization',
      showUsers: 0,
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    const id = created.data!.createInformation.id;
    const list = await c.admin.gql<{ informationList: { total: number; items: { showType: string }[] } }>(LIST, {
      showType: 'organization',
    });
    expect(list.data?.informationList.total).toBe(1);
    expect(
      (await c.admin.gql<{ informationList: { total: number } }>(LIST, { showType: 'house' })).data?.informationList
        .total,
    ).toBe(0);
    expect((await c.admin.gql(GET, { id })).data).toEqual({
      information: { id, title: 'GraphQLのお知らせ', body: '本文' },
    });
    expect((await c.admin.gql(UPDATE, { id, input: { ...input, title: '改' } })).data).toEqual({
      updateInformation: { id, title: '改', showUsers: 0 },
    });
    expect((await c.admin.gql(DELETE, { id })).data).toEqual({ deleteInformation: true });
  });

  it('answers the public notices query by audience', async () => {
    const em = t.orm.em.fork();
    await createInformation(em, { title: '公開住宅', showType: InformationShowType.house });
    await createInformation(em, { title: '公開事業者', showType: InformationShowType.organization });
    const house = await c.visitor.gql<{ notices: { items: { title: string }[] } }>(NOTICES, { audience: 'house' });
    expect(house.data?.notices.items.map((n) => n.title)).toEqual(['公開住宅']);
    expect(code(await c.visitor.gql(NOTICES, { audience: 'organization' }))).toBe('UNAUTHENTICATED');
    const org = await c.organization.gql<{ notices: { items: { title: string }[] } }>(NOTICES, {
      audience: 'organization',
    });
    expect(org.data?.notices.items.map((n) => n.title)).toEqual(['公開事業者']);
  });

  it('UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT and NOT_FOUND', async () => {
    await expectAdminOnly(c, { list: LIST, get: GET, create: CREATE, update: UPDATE, delete: DELETE, input });
    expect(
      (await c.admin.gql(CREATE, { input: { ...input, title: ' ', body: 'x'.repeat(10_001) } })).errors?.[0]
        ?.extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { title: ['タイトルを入力してください'], body: ['本文は10000文字以内で入力してください'] },
    });
    expect(code(await c.admin.gql(CREATE, { input: { ...input, showType: 'everyone' } }))).toBe('BAD_USER_INPUT');
  });
});
