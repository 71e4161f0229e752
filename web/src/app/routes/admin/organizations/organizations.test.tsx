import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  ApproveOrganizationDocument,
  type ApproveOrganizationMutationVariables,
  CreateUserDocument,
  type CreateUserMutationVariables,
  DeleteOrganizationDocument,
  OrganizationDetailDocument,
  OrganizationsDocument,
  type OrganizationsQueryVariables,
  UnlockUsersDocument,
  type UnlockUsersMutationVariables,
} from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/sign-in';
import { organizationDetailFixture } from '@/features/organizations/testing/fixtures';
import { adminUserFixture, organizationFixture, organizationUserFixture } from '@/testing/fixtures';
import { answerMutation, answerQuery } from '@/testing/answer-query';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes, typeInto } from '@/testing/user-input';

allowSlowRoutes();

function listItem() {
  const { users: _users, ...organization } = organizationDetailFixture();
  return organization;
}

const detailHandler = (overrides = {}) =>
  answerQuery(OrganizationDetailDocument, { organization: organizationDetailFixture(overrides) });

describe('administrator organization screens', () => {
  it('lists with the filters from the URL and the pager', async () => {
    const asked: OrganizationsQueryVariables[] = [];
    signInAs(adminUserFixture());
    const organizations = { total: 30, page: 2, pageSize: 25, items: [listItem()] };
    server.use(
      answerQuery(
        OrganizationsDocument,
        { organizations: { __typename: 'OrganizationPage', ...organizations } },
        asked,
      ),
    );
    renderRoute(
      '/admin/organizations?keyword=abc&status=registered&device_manager=true&page=2&start_date=2026-01-01&date_type=approved_at',
    );
    expect(await screen.findByRole('link', { name: '株式会社テスト設備' }, { timeout: 8000 })).toHaveAttribute(
      'href',
      '/admin/organizations/10',
    );
    expect(asked.at(-1)?.filter).toMatchObject({
      page: 2,
      keyword: 'abc',
      status: 'registered',
      deviceManager: true,
      startDate: '2026-01-01',
      dateType: 'approved_at',
    });
    expect(screen.getAllByText('全30件')).toHaveLength(2);
  });

  it('approves with the chosen manager flags', async () => {
    const sent: ApproveOrganizationMutationVariables[] = [];
    server.use(
      detailHandler(),
      answerMutation(ApproveOrganizationDocument, { approveOrganization: { ...listItem(), status: 'approved' } }, sent),
    );
    signInAs(adminUserFixture());
    const { router } = renderRoute('/admin/organizations/10/approved/enabled');
    const flags = within(await screen.findByRole('group', { name: '管理できる機器' }));
    await userEvent.click(flags.getByText('ハイブリッド給湯機'));
    await userEvent.click(flags.getByText('太陽熱温水器'));
    await userEvent.click(screen.getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations/10'));
    expect(sent.at(-1)).toEqual({
      id: 10,
      input: {
        cogenerationManager: false,
        hybridWaterHeaterManager: true,
        electricHeatPumpManager: false,
        solarSystemManager: false,
        solarWaterHeaterManager: true,
      },
    });
  });

  it('on an approved organization it is a change of the manager flags, not a second approval', async () => {
    server.use(
      detailHandler({ status: 'approved', cogenerationManager: true }),
      answerMutation(ApproveOrganizationDocument, { approveOrganization: { ...listItem(), status: 'approved' } }),
    );
    signInAs(adminUserFixture());
    const { router } = renderRoute('/admin/organizations/10/approved/enabled');
    expect(await screen.findByRole('heading', { name: '管理権限の変更' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '承認する' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations/10'));
    expect(await screen.findByText('管理できる機器を変更しました')).toBeInTheDocument();
  });

  it('shows a user locked by failed sign-ins and unlocks it', async () => {
    const user = organizationDetailFixture().users[0]!;
    const sent: UnlockUsersMutationVariables[] = [];
    server.use(
      detailHandler({ status: 'approved', users: [{ ...user, lockedAt: '2026-11-20T01:05:00.000Z' }] }),
      answerMutation(UnlockUsersDocument, { unlockUsers: [{ ...user, lockedAt: null }] }, sent),
    );
    signInAs(adminUserFixture());
    renderRoute('/admin/organizations/10');
    const table = await screen.findByRole('table', { name: '担当者' });
    expect(within(table).getByText('ロック中（2026/11/20 10:05から）')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: '事業 花子さんのロックを解除' }));
    expect(await screen.findByText('事業 花子さんのロックを解除しました')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ idList: [user.id] });
    await waitFor(() => expect(within(table).queryByText(/ロック中/)).toBeNull());
    expect(within(table).queryByRole('button', { name: /ロックを解除/ })).toBeNull();
  });

  it('asks in the modal before deleting and shows the server refusal', async () => {
    server.use(
      detailHandler(),
      graphql.mutation(DeleteOrganizationDocument, () =>
        HttpResponse.json({
          errors: [
            {
              message:
                '公開中（取消申請中を含む）の機器があるため、この事業者は削除できません。先に機器の公開を取り消してください',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    signInAs(adminUserFixture());
    renderRoute('/admin/organizations/10/delete');
    await userEvent.click(await screen.findByRole('button', { name: '削除する' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(
      list.getByText(
        '公開中（取消申請中を含む）の機器があるため、この事業者は削除できません。先に機器の公開を取り消してください',
      ),
    ).toBeInTheDocument();
  });
});

describe('organization self-service screens', () => {
  it('zip password: SPEC §5 messages', async () => {
    signInAs(organizationUserFixture(organizationFixture()));
    renderRoute('/organization/organization/zip_password/edit');
    await screen.findByRole('form', { name: 'ファイルアップロード用パスワード変更フォーム' });
    await typeInto(document.querySelector('[name="newZipPasswordConfirmation"]')!, 'x');
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('新パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('新パスワードが確認用新パスワードと一致しません')).toBeInTheDocument();
  });

  it('user create: SPEC §5 messages, then confirm and create', async () => {
    const sent: CreateUserMutationVariables[] = [];
    const created = { __typename: 'User', id: 9, name: '追加 太郎', email: 'add@example.jp' } as const;
    server.use(answerMutation(CreateUserDocument, { createUser: created }, sent));
    signInAs(organizationUserFixture(organizationFixture()));
    const { router } = renderRoute('/organization/users/create');
    await screen.findByRole('form', { name: 'ユーザー追加フォーム' });
    const set = async (name: string, value: string) => typeInto(document.querySelector(`[name="${name}"]`)!, value);
    await set('emailConfirmation', 'a@example.jp');
    await set('passwordConfirmation', 'x');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスが確認用メールアドレスと一致しません')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが確認用パスワードと一致しません')).toBeInTheDocument();

    await set('name', '追加 太郎');
    await set('tel', '03-1234-5678');
    await set('email', 'add@example.jp');
    await userEvent.clear(document.querySelector('[name="emailConfirmation"]')!);
    await set('emailConfirmation', 'add@example.jp');
    await set('password', 'Add-pass-123');
    await userEvent.clear(document.querySelector('[name="passwordConfirmation"]')!);
    await set('passwordConfirmation', 'Add-pass-123');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    await userEvent.click(await screen.findByRole('button', { name: '追加する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users/create/complete'));
    expect(sent.at(-1)?.input).toMatchObject({ name: '追加 太郎', email: 'add@example.jp', password: 'Add-pass-123' });
  });
});
