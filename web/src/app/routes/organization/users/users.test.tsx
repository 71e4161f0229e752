import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  OrganizationDetailDocument,
  UpdateUserDocument,
  UserDetailDocument,
  type UserUpdateInput,
} from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { userDraft } from '@/features/organizations/stores/drafts';
import { clearAuthState } from '@/lib/auth-state';
import { organizationDetailFixture } from '@/features/organizations/testing/fixtures';
import { signInAs } from '@/testing/sign-in';
import { organizationUserFixture } from '@/testing/fixtures';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes, typeInto } from '@/testing/user-input';

allowSlowRoutes();

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const me = organizationUserFixture(); // id 2, org@example.jp

function userDetail(id: number, email: string) {
  return graphql.query(UserDetailDocument, () =>
    HttpResponse.json({
      data: { user: { __typename: 'User', id, division: '開発部', name: '事業 花子', tel: '03-1111-1111', email } },
    }),
  );
}

/** Opens the add-user form, fills it with `values` and goes on to the confirm step, where the draft waits. */
async function draftNewUser(values: Record<string, string>) {
  const { router } = renderRoute('/organization/users/create');
  await screen.findByRole('form', { name: 'ユーザー追加フォーム' });
  for (const [name, value] of Object.entries(values)) await typeInto(field(name)!, value);
  await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users/create/confirm'));
  return router;
}

/** A reload: the store starts again from what sessionStorage holds. */
function reloadDraft() {
  userDraft.set(JSON.parse(window.sessionStorage.getItem('userDraft') ?? 'null'));
}

beforeEach(() => {
  userDraft.reset();
  signInAs(me);
  server.use(
    graphql.query(OrganizationDetailDocument, () =>
      HttpResponse.json({ data: { organization: organizationDetailFixture() } }),
    ),
  );
});

describe('editing oneself', () => {
  it('offers no password fields; a new email needs the current password, which is sent', async () => {
    let sent: UserUpdateInput | undefined;
    server.use(
      userDetail(me.id, me.email),
      graphql.mutation(UpdateUserDocument, ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: {
            updateUser: {
              __typename: 'User',
              id: me.id,
              division: '開発部',
              name: '事業 花子',
              tel: '03-1111-1111',
              email: 'new@example.jp',
            },
          },
        });
      }),
    );
    const { router } = renderRoute(`/organization/users/${me.id}/edit`);
    await screen.findByRole('form', { name: 'ユーザー編集フォーム' });
    await waitFor(() => expect(field('email')?.value).toBe(me.email));
    expect(field('password')).toBeNull();
    expect(field('passwordConfirmation')).toBeNull();
    expect(screen.getByRole('link', { name: 'パスワード変更画面' })).toHaveAttribute('href', '/password');

    await typeInto(field('email')!, 'new@example.jp');
    await typeInto(field('emailConfirmation')!, 'new@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    expect(
      await screen.findByText('メールアドレスを変更するには現在のパスワードを入力してください'),
    ).toBeInTheDocument();

    await typeInto(field('currentPassword')!, 'Current-pass-1');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organization/users/${me.id}/edit/confirm`));
    expect(screen.queryByText('パスワード')).toBeNull();
    expect(window.sessionStorage.getItem('userDraft')).not.toContain('Current-pass-1');
    await userEvent.click(await screen.findByRole('button', { name: '更新する' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        email: 'new@example.jp',
        currentPassword: 'Current-pass-1',
        password: null,
        passwordConfirmation: null,
      }),
    );
  });

  it('a wrong current password brings back the form with that field marked, the new address kept', async () => {
    const wrong = '現在のパスワードが正しくありません';
    server.use(
      userDetail(me.id, me.email),
      graphql.mutation(UpdateUserDocument, () => inputRefusal({ currentPassword: [wrong] })),
    );
    const { router } = renderRoute(`/organization/users/${me.id}/edit`);
    await screen.findByRole('form', { name: 'ユーザー編集フォーム' });
    await waitFor(() => expect(field('email')?.value).toBe(me.email));
    await typeInto(field('email')!, 'new@example.jp');
    await typeInto(field('emailConfirmation')!, 'new@example.jp');
    await typeInto(field('currentPassword')!, 'Wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: '確認画面へ' }));
    await userEvent.click(await screen.findByRole('button', { name: '更新する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/organization/users/${me.id}/edit`));
    await waitFor(() => expect(field('currentPassword')).toHaveFocus());
    expect(field('currentPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(field('currentPassword')).toHaveAccessibleDescription(expect.stringContaining(wrong));
    expect(field('email')).toHaveValue('new@example.jp');
    expect(field('email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('another user of the organization still gets the optional password fields', async () => {
    server.use(userDetail(7, 'other@example.jp'));
    renderRoute('/organization/users/7/edit');
    await screen.findByRole('form', { name: 'ユーザー編集フォーム' });
    await waitFor(() => expect(field('email')?.value).toBe('other@example.jp'));
    expect(field('password')).not.toBeNull();
    expect(field('currentPassword')).toBeNull();
  });
});

describe('passwords never reach sessionStorage', () => {
  it('a user draft keeps them in memory only; after a reload confirm goes back to the entry with the other fields kept', async () => {
    const router = await draftNewUser({
      name: '追加 次郎',
      tel: '03-2222-3333',
      email: 'added@example.jp',
      emailConfirmation: 'added@example.jp',
      password: 'Member-pass-1',
      passwordConfirmation: 'Member-pass-1',
    });
    expect(await screen.findByRole('button', { name: '追加する' })).toBeInTheDocument();
    const stored = window.sessionStorage.getItem('userDraft')!;
    expect(stored).toContain('added@example.jp');
    expect(stored).not.toContain('Member-pass-1');

    reloadDraft();
    await router.navigate('/organization/users/create/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users/create'));
    expect(
      await screen.findByText('パスワードは安全のため保存していません。お手数ですが、もう一度入力してください'),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('name')?.value).toBe('追加 次郎'));
    expect(field('email')?.value).toBe('added@example.jp');
    expect(field('password')?.value).toBe('');
  });
});

describe('a draft belongs to the user who typed it', () => {
  const leaveDraft = () =>
    draftNewUser({
      name: '追加 三郎',
      tel: '03-4444-5555',
      email: 'third@example.jp',
      emailConfirmation: 'third@example.jp',
      password: 'Left-pass-1',
      passwordConfirmation: 'Left-pass-1',
    });

  it('signing out forgets it: the next user of the tab finds an empty form', async () => {
    const router = await leaveDraft();
    await router.navigate('/logout');
    await screen.findByRole('heading', { name: 'ログアウトしました' });
    expect(window.sessionStorage.getItem('userDraft')).toBe('null');
    signInAs(organizationUserFixture(undefined, { id: 5, email: 'next@example.jp' }));
    await router.navigate('/organization/users/create');
    await screen.findByRole('form', { name: 'ユーザー追加フォーム' });
    expect(field('name')?.value).toBe('');
    expect(field('password')?.value).toBe('');
  });

  it('an expired session keeps it for the same user, not for another one', async () => {
    await leaveDraft();
    clearAuthState();
    signInAs(me);
    expect(userDraft.get()?.values.name).toBe('追加 三郎');
    clearAuthState();
    signInAs(organizationUserFixture(undefined, { id: 5, email: 'next@example.jp' }));
    expect(userDraft.get()).toBeNull();
  });
});
