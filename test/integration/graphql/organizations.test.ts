import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients, signedIn } from '../../helpers/sign-in.js';
import { createOrganization, createUser, DEFAULT_PASSWORD } from '../../factories/index.js';
import { registrationInput } from '../../factories/organizations.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import type { GraphqlResult } from '../../helpers/test-client.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let ownOrgId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  ownOrgId = c.organizationUser.organization!.id;
});
afterAll(() => t.close());

const code = (r: GraphqlResult) => r.errors?.[0]?.extensions?.code;
const fieldErrors = (r: GraphqlResult) => r.errors?.[0]?.extensions?.fieldErrors;

const FLAGS =
  'cogenerationManager hybridWaterHeaterManager electricHeatPumpManager solarSystemManager solarWaterHeaterManager';
const REGISTER = `mutation($input: RegistrationInput!) { register(input: $input) { id status ${FLAGS} } }`;
const LIST = `query($filter: OrganizationFilter) { organizations(filter: $filter) { total page pageSize items { id name status } } }`;
const GET = `query($id: Int!) { organization(id: $id) { id name users { id email } } }`;
const UPDATE = `mutation($id: Int!, $input: OrganizationUpdateInput!) { updateOrganization(id: $id, input: $input) { id name ${FLAGS} } }`;
const APPROVE = `mutation($id: Int!, $input: ManagerFlagsInput!) { approveOrganization(id: $id, input: $input) { id status ${FLAGS} } }`;
const DISABLE = `mutation($id: Int!) { disableOrganization(id: $id) { id status } }`;
const DELETE = `mutation($id: Int!) { deleteOrganization(id: $id) }`;
const ZIP = `mutation($id: Int!, $input: ZipPasswordChangeInput!) { changeZipPassword(id: $id, input: $input) }`;
const CREATE_USER = `mutation($input: UserInput!) { createUser(input: $input) { id email organization { id } } }`;
const UPDATE_USER = `mutation($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id name } }`;
const DELETE_USER = `mutation($id: Int!) { deleteUser(id: $id) }`;
const USER = `query($id: Int!) { user(id: $id) { id email } }`;
const PASSWORD = `mutation($id: Int!, $input: PasswordChangeInput!) { changePassword(id: $id, input: $input) }`;
const RESET_REQUEST = `mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }`;
const RESET = `mutation($input: PasswordResetInput!) { resetPassword(input: $input) }`;

const profile = {
  name: '更新株式会社',
  postcode: '100-0001',
  address: '東京都',
  tel: '03-0000-0000',
  belongTo: '0',
  message: '',
  type: 1,
};
const userInput = (email: string) => ({
  division: '',
  name: '利用 者',
  tel: '03-1234-5678',
  email,
  emailConfirmation: email,
  password: 'Gql-pass-123',
  passwordConfirmation: 'Gql-pass-123',
});

describe('registration over GraphQL', () => {
  it('registers with every flag false even when true is sent', async () => {
    const input = registrationInput({ organization: { cogenerationManager: true, solarWaterHeaterManager: true } });
    const res = await c.visitor.gql<{ register: Record<string, unknown> }>(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register).toMatchObject({
      status: 'registered',
      cogenerationManager: false,
      hybridWaterHeaterManager: false,
      electricHeatPumpManager: false,
      solarSystemManager: false,
      solarWaterHeaterManager: false,
    });
  });

  it('BAD_USER_INPUT with nested field keys and the exact messages', async () => {
    const res = await c.visitor.gql(REGISTER, {
      input: registrationInput({
        organization: { zipPasswordConfirmation: 'other' },
        user: { emailConfirmation: 'x@example.jp' },
      }),
    });
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(res)).toEqual({
      'organization.zipPasswordConfirmation': [
        'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません',
      ],
      'user.emailConfirmation': ['メールアドレスが確認用メールアドレスと一致しません'],
    });
  });
});

describe('organizations over GraphQL', () => {
  it('administrators list, read with users, update, approve, disable and delete', async () => {
    const em = t.orm.em.fork();
    const org = await createOrganization(em, {
      name: 'GQL登録中',
      status: OrganizationStatus.registered,
      approvedAt: null,
    });
    const member = await createUser(em, { organization: org });
    const list = await c.admin.gql<{ organizations: { total: number; pageSize: number; items: { id: number }[] } }>(
      LIST,
      { filter: { status: 'registered', keyword: ' GQL登録 ' } },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.organizations).toMatchObject({ total: 1, pageSize: 25, items: [{ id: org.id }] });
    expect(
      (await c.admin.gql(LIST, { filter: { dateType: 'approved_at', startDate: '2000-01-01' } })).errors,
    ).toBeUndefined();
    const got = await c.admin.gql<{ organization: { users: { email: string }[] } }>(GET, { id: org.id });
    expect(got.data?.organization.users).toEqual([{ id: member.id, email: member.email }]);

    const updated = await c.admin.gql<{ updateOrganization: Record<string, unknown> }>(UPDATE, {
      id: org.id,
      input: { ...profile, hybridWaterHeaterManager: true },
    });
    expect(updated.data?.updateOrganization).toMatchObject({ name: '更新株式会社', hybridWaterHeaterManager: true });
    const approved = await c.admin.gql<{ approveOrganization: Record<string, unknown> }>(APPROVE, {
      id: org.id,
      input: { solarSystemManager: true, cogenerationManager: true },
    });
    expect(approved.data?.approveOrganization).toMatchObject({
      status: 'approved',
      solarSystemManager: true,
      cogenerationManager: true,
      hybridWaterHeaterManager: false,
    });

    const memberClient = t.client();
    await memberClient.login(member.email, DEFAULT_PASSWORD);
    expect(
      (await c.admin.gql<{ disableOrganization: { status: string } }>(DISABLE, { id: org.id })).data
        ?.disableOrganization.status,
    ).toBe('disabled');
    expect(code(await memberClient.gql(GET, { id: org.id }))).toBe('UNAUTHENTICATED');
    expect((await c.admin.gql(DELETE, { id: org.id })).data).toEqual({ deleteOrganization: true });
    expect(code(await c.admin.gql(GET, { id: org.id }))).toBe('NOT_FOUND');
  });

  it('updateOrganization without flag fields keeps the manager flags', async () => {
    const org = await createOrganization(t.orm.em.fork(), {
      electricHeatPumpManager: true,
      hybridWaterHeaterManager: true,
    });
    const profile = { name: 'GQLフラグ維持', postcode: '100-0001', address: '東京都', tel: '03-0000-0001', type: 1 };
    const updated = await c.admin.gql<{ updateOrganization: Record<string, unknown> }>(UPDATE, {
      id: org.id,
      input: profile,
    });
    expect(updated.data?.updateOrganization).toEqual({
      id: org.id,
      name: 'GQLフラグ維持',
      cogenerationManager: false,
      hybridWaterHeaterManager: true,
      electricHeatPumpManager: true,
      solarSystemManager: false,
      solarWaterHeaterManager: false,
    });
  });

  it('UNAUTHENTICATED, FORBIDDEN, NOT_FOUND for another organization, BAD_USER_INPUT and NOT_FOUND', async () => {
    const other = await createOrganization(t.orm.em.fork());
    for (const [query, vars] of [
      [LIST, {}],
      [APPROVE, { id: ownOrgId, input: {} }],
      [DISABLE, { id: ownOrgId }],
      [DELETE, { id: ownOrgId }],
    ] as const) {
      expect(code(await c.visitor.gql(query, vars))).toBe('UNAUTHENTICATED');
      expect(code(await c.organization.gql(query, vars))).toBe('FORBIDDEN');
    }
    expect(code(await c.visitor.gql(GET, { id: ownOrgId }))).toBe('UNAUTHENTICATED');
    expect(code(await c.organization.gql(GET, { id: other.id }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(UPDATE, { id: other.id, input: profile }))).toBe('NOT_FOUND');
    expect(
      code(
        await c.organization.gql(ZIP, {
          id: other.id,
          input: { oldZipPassword: 'a', newZipPassword: 'b', newZipPasswordConfirmation: 'b' },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(code(await c.admin.gql(LIST, { filter: { startDate: '2020/01/01' } }))).toBe('BAD_USER_INPUT');
    expect(fieldErrors(await c.admin.gql(UPDATE, { id: ownOrgId, input: { ...profile, name: '' } }))).toEqual({
      name: ['事業者名を入力してください'],
    });
    expect(code(await c.admin.gql(GET, { id: 999999 }))).toBe('NOT_FOUND');
    expect(code(await c.admin.gql(APPROVE, { id: 999999, input: {} }))).toBe('NOT_FOUND');
    expect(code(await c.admin.gql(DISABLE, { id: 999999 }))).toBe('NOT_FOUND');
    expect(code(await c.admin.gql(DELETE, { id: 999999 }))).toBe('NOT_FOUND');
  });

  it('an organization user reads and edits its own organization and changes the zip password', async () => {
    const own = await c.organization.gql<{ organization: { id: number; users: unknown[] } }>(GET, { id: ownOrgId });
    expect(own.data?.organization.users).toHaveLength(1);
    const updated = await c.organization.gql<{ updateOrganization: Record<string, unknown> }>(UPDATE, {
      id: ownOrgId,
      input: { ...profile, cogenerationManager: true },
    });
    expect(updated.data?.updateOrganization).toMatchObject({ name: '更新株式会社', cogenerationManager: false });
    const mismatch = await c.organization.gql(ZIP, {
      id: ownOrgId,
      input: { oldZipPassword: 'zip-pass-1234', newZipPassword: '', newZipPasswordConfirmation: 'x' },
    });
    expect(fieldErrors(mismatch)).toEqual({
      newZipPassword: ['新パスワードを入力してください'],
      newZipPasswordConfirmation: ['新パスワードが確認用新パスワードと一致しません'],
    });
    const wrong = await c.organization.gql(ZIP, {
      id: ownOrgId,
      input: { oldZipPassword: 'nope', newZipPassword: 'a', newZipPasswordConfirmation: 'a' },
    });
    expect(fieldErrors(wrong)).toEqual({
      oldZipPassword: ['現在のファイルアップロード用パスワードが正しくありません'],
    });
    expect(
      (
        await c.organization.gql(ZIP, {
          id: ownOrgId,
          input: { oldZipPassword: 'zip-pass-1234', newZipPassword: 'a', newZipPasswordConfirmation: 'a' },
        })
      ).data,
    ).toEqual({ changeZipPassword: true });
  });
});

describe('users and passwords over GraphQL', () => {
  it('creates, reads, updates and deletes users of the own organization', async () => {
    const created = await c.organization.gql<{ createUser: { id: number; organization: { id: number } } }>(
      CREATE_USER,
      { input: userInput('gql-member@example.jp') },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createUser.organization.id).toBe(ownOrgId);
    const id = created.data!.createUser.id;
    expect((await c.organization.gql(USER, { id })).data).toEqual({ user: { id, email: 'gql-member@example.jp' } });
    const updated = await c.organization.gql(UPDATE_USER, {
      id,
      input: { ...userInput('gql-member@example.jp'), name: '新しい名前', password: null, passwordConfirmation: null },
    });
    expect(updated.data).toEqual({ updateUser: { id, name: '新しい名前' } });
    expect((await c.organization.gql(DELETE_USER, { id })).data).toEqual({ deleteUser: true });
    expect(code(await c.organization.gql(USER, { id }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(DELETE_USER, { id: c.organizationUser.id }))).toBe('CONFLICT');
  });

  it('UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT and NOT_FOUND on users', async () => {
    const stranger = await createUser(t.orm.em.fork());
    expect(code(await c.visitor.gql(CREATE_USER, { input: userInput('v@example.jp') }))).toBe('UNAUTHENTICATED');
    expect(code(await c.admin.gql(CREATE_USER, { input: userInput('v@example.jp') }))).toBe('FORBIDDEN');
    expect(code(await c.organization.gql(UPDATE_USER, { id: stranger.id, input: userInput(stranger.email) }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await c.organization.gql(DELETE_USER, { id: stranger.id }))).toBe('NOT_FOUND');
    expect(code(await c.organization.gql(USER, { id: stranger.id }))).toBe('NOT_FOUND');
    const invalid = await c.organization.gql(CREATE_USER, {
      input: { ...userInput(''), emailConfirmation: 'x@example.jp', password: '', passwordConfirmation: '' },
    });
    expect(fieldErrors(invalid)).toEqual({
      email: ['メールアドレスを入力してください'],
      emailConfirmation: ['メールアドレスが確認用メールアドレスと一致しません'],
      password: ['パスワードを入力してください'],
    });
    expect(code(await c.organization.gql(UPDATE_USER, { id: 999999, input: userInput('n@example.jp') }))).toBe(
      'NOT_FOUND',
    );
  });

  it('changes the own password; others are forbidden; the other sessions end', async () => {
    const { client, user } = await signedIn(t, 'organization');
    const other = t.client();
    await other.login(user.email, DEFAULT_PASSWORD);
    const input = {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Gql-new-pass-1',
      newPasswordConfirmation: 'Gql-new-pass-1',
    };
    expect(code(await c.visitor.gql(PASSWORD, { id: user.id, input }))).toBe('UNAUTHENTICATED');
    expect(code(await c.organization.gql(PASSWORD, { id: user.id, input }))).toBe('FORBIDDEN');
    expect(
      fieldErrors(await client.gql(PASSWORD, { id: user.id, input: { ...input, newPasswordConfirmation: 'x' } })),
    ).toEqual({
      newPasswordConfirmation: ['パスワードが確認用パスワードと一致しません'],
    });
    expect((await client.gql(PASSWORD, { id: user.id, input })).data).toEqual({ changePassword: true });
    expect((await client.gql('{ me { user { id } } }')).data).toEqual({ me: { user: { id: user.id } } });
    expect((await other.gql('{ me { user { id } } }')).data).toEqual({ me: null });
  });

  it('editing oneself: no password here (the password change screen asks for the old one); a new email needs the current password', async () => {
    const { client, user } = await signedIn(t, 'organization');
    const base = {
      division: '',
      name: user.name,
      tel: '03-1234-5678',
      email: user.email,
      emailConfirmation: user.email,
    };
    const takeOver = await client.gql(UPDATE_USER, {
      id: user.id,
      input: { ...base, password: 'Taken-over-1', passwordConfirmation: 'Taken-over-1' },
    });
    expect(fieldErrors(takeOver)).toEqual({ password: ['ご自身のパスワードはパスワード変更画面で変更してください'] });
    const email = `moved-${user.id}@example.jp`;
    const moved = { ...base, email, emailConfirmation: email };
    expect(fieldErrors(await client.gql(UPDATE_USER, { id: user.id, input: moved }))).toEqual({
      currentPassword: ['メールアドレスを変更するには現在のパスワードを入力してください'],
    });
    expect(
      fieldErrors(await client.gql(UPDATE_USER, { id: user.id, input: { ...moved, currentPassword: 'wrong-pass-1' } })),
    ).toEqual({ currentPassword: ['現在のパスワードが正しくありません'] });
    await t.client().login(user.email, DEFAULT_PASSWORD); // nothing changed
    expect(
      (await client.gql(UPDATE_USER, { id: user.id, input: { ...moved, currentPassword: DEFAULT_PASSWORD } })).data,
    ).toEqual({ updateUser: { id: user.id, name: user.name } });
    await t.client().login(email, DEFAULT_PASSWORD);
  });

  it('requests a reset and resets with the token from the mail', async () => {
    const user = await createUser(t.orm.em.fork());
    await t.drainJobs();
    t.services.mailer.outbox.length = 0;
    const requested = await c.visitor.gql(RESET_REQUEST, { input: { email: user.email, type: 'house' } });
    expect(requested.data).toEqual({
      requestPasswordReset: '入力されたメールアドレスが登録されている場合、パスワード再設定用のメールを送信しました',
    });
    await t.drainJobs();
    const token = /\/password\/reset\/house\/([A-Za-z0-9_-]+)/.exec(t.services.mailer.outbox[0]!.text)![1];
    const input = {
      email: user.email,
      password: 'Gql-reset-1',
      passwordConfirmation: 'Gql-reset-1',
      token,
      type: 'house',
    };
    expect(fieldErrors(await c.visitor.gql(RESET, { input: { ...input, passwordConfirmation: 'x' } }))).toEqual({
      passwordConfirmation: ['パスワードが確認用パスワードと一致しません'],
    });
    expect((await c.visitor.gql<{ resetPassword: string }>(RESET, { input })).data?.resetPassword).toBe(
      'パスワードを再設定しました。新しいパスワードでログインしてください',
    );
    expect(code(await c.visitor.gql(RESET, { input }))).toBe('BAD_USER_INPUT');
    expect(code(await c.visitor.gql(RESET_REQUEST, { input: { email: user.email, type: 'house' } }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
