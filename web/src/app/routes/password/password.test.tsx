import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  ChangePasswordDocument,
  type ChangePasswordMutationVariables,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  type ResetPasswordMutationVariables,
} from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/sign-in';
import { adminUserFixture, organizationUserFixture } from '@/testing/fixtures';
import { answerMutation } from '@/testing/answer-query';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { allowSlowRoutes, fillByName, typeInto } from '@/testing/user-input';

allowSlowRoutes();

const byName = (_container: HTMLElement, name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('password screens', () => {
  it('/password checks the new password with the SPEC §5 messages and sends the change', async () => {
    const sent: ChangePasswordMutationVariables[] = [];
    server.use(answerMutation(ChangePasswordDocument, { changePassword: true }, sent));
    signInAs(organizationUserFixture());
    const { container } = renderRoute('/password');
    await screen.findByRole('form', { name: 'パスワード変更フォーム' });
    await typeInto(byName(container, 'newPasswordConfirmation'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが確認用パスワードと一致しません')).toBeInTheDocument();
    expect(screen.getByText('現在のパスワードを入力してください')).toBeInTheDocument();

    await fillByName({ password: 'Old-pass-1', newPassword: 'New-pass-12' });
    await userEvent.clear(byName(container, 'newPasswordConfirmation'));
    await typeInto(byName(container, 'newPasswordConfirmation'), 'New-pass-12');
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('パスワードを変更しました。他の端末のログインは終了しました')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      id: 2,
      input: { oldPassword: 'Old-pass-1', newPassword: 'New-pass-12', newPasswordConfirmation: 'New-pass-12' },
    });
  });

  it('/password marks 現在のパスワード when the server says it is wrong, and takes focus there', async () => {
    const wrong = '現在のパスワードが正しくありません';
    server.use(graphql.mutation(ChangePasswordDocument, () => inputRefusal({ oldPassword: [wrong] })));
    signInAs(organizationUserFixture());
    const { container } = renderRoute('/password');
    await screen.findByRole('form', { name: 'パスワード変更フォーム' });
    await fillByName({ password: 'Wrong-pass-1', newPassword: 'New-pass-12', newPasswordConfirmation: 'New-pass-12' });
    await userEvent.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    const current = byName(container, 'password');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(expect.stringContaining(wrong));
    expect(byName(container, 'newPassword')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('/password/reset offers a new link when the server refuses this one', async () => {
    const invalid = 'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください';
    server.use(graphql.mutation(ResetPasswordDocument, () => inputRefusal({ token: [invalid] })));
    renderRoute('/password/reset/house/used-token');
    await screen.findByRole('form', { name: 'パスワード再設定フォーム' });
    expect(screen.queryByRole('link', { name: '再設定用のリンクをもう一度受け取る' })).toBeNull();
    await fillByName({ email: 'user@example.jp', password: 'New-pass-12', passwordConfirmation: 'New-pass-12' });
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(await screen.findByRole('link', { name: '再設定用のリンクをもう一度受け取る' })).toHaveAttribute(
      'href',
      '/password/email',
    );
  });

  it('/password and the reset form name the account for password managers', async () => {
    const user = organizationUserFixture();
    signInAs(user);
    const { container } = renderRoute('/password');
    const form = await screen.findByRole('form', { name: 'パスワード変更フォーム' });
    const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username).toHaveValue(user.email);
    expect(username).not.toBeVisible();
    expect(container.querySelectorAll('input[autocomplete="current-password"]')).toHaveLength(1);

    renderRoute('/password/reset/house/a-token');
    const reset = await screen.findByRole('form', { name: 'パスワード再設定フォーム' });
    expect(reset.querySelector('input[autocomplete="username"]')).toHaveAttribute('name', 'email');
  });

  it.each([
    ['an administrator', adminUserFixture(), '事業者管理に戻る', '/admin/organizations'],
    ['an organization user', organizationUserFixture(), '事業者情報に戻る', '/organization/organization'],
  ])('/password leads %s back to their own screens', async (_who, user, label, href) => {
    signInAs(user);
    renderRoute('/password');
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('/password/email requires the address and shows the same answer either way', async () => {
    server.use(
      graphql.mutation(RequestPasswordResetDocument, () =>
        HttpResponse.json({
          data: {
            requestPasswordReset:
              '入力されたメールアドレスが登録されている場合、パスワード再設定用のメールを送信しました',
          },
        }),
      ),
    );
    const { container } = renderRoute('/password/email');
    await userEvent.click(await screen.findByRole('button', { name: '再設定メールを送信' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    await typeInto(byName(container, 'email'), 'someone@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    expect(await screen.findByRole('status')).toHaveTextContent('入力されたメールアドレスが登録されている場合');
  });

  it('/password/reset/{type}/{token} sends the token and type from the link', async () => {
    const sent: ResetPasswordMutationVariables[] = [];
    server.use(
      answerMutation(
        ResetPasswordDocument,
        { resetPassword: 'パスワードを再設定しました。新しいパスワードでログインしてください' },
        sent,
      ),
    );
    const { container } = renderRoute('/password/reset/building/abc_DEF-123');
    await screen.findByRole('form', { name: 'パスワード再設定フォーム' });
    await fillByName({ email: 'a@example.jp', password: 'Reset-pass-1', passwordConfirmation: 'Reset-pass-2' });
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定' }));
    expect(await screen.findByText('パスワードが確認用パスワードと一致しません')).toBeInTheDocument();
    await userEvent.clear(byName(container, 'passwordConfirmation'));
    await typeInto(byName(container, 'passwordConfirmation'), 'Reset-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定' }));
    await waitFor(() =>
      expect(sent.at(-1)?.input).toMatchObject({ email: 'a@example.jp', token: 'abc_DEF-123', type: 'building' }),
    );
    expect(await screen.findByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login/building');
  });
});
