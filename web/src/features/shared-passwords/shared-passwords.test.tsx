import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CreateSharedPasswordDocument,
  SharedPasswordDocument,
  SharedPasswordsDocument,
  UpdateSharedPasswordDocument,
} from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectMessageOnList, preloadMasterScreens, signInAsAdmin } from '@/testing/admin';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

preloadMasterScreens(() => import('@/app/routes/admin/shared-passwords'));

const MISMATCH = 'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません';
const row = {
  __typename: 'SharedPassword' as const,
  id: 4,
  name: '共用A',
  note: 'メモ',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const passwordField = () => screen.getByLabelText(/^ファイルアップロード用パスワード/);
const confirmationField = () => screen.getByLabelText(/^確認用ファイルアップロード用パスワード/);

beforeEach(() => {
  signInAsAdmin();
  server.use(
    graphql.query(SharedPasswordDocument, () => HttpResponse.json({ data: { sharedPassword: row } })),
    graphql.query(SharedPasswordsDocument, () =>
      HttpResponse.json({
        data: { sharedPasswords: { __typename: 'SharedPasswordPage', total: 1, page: 1, pageSize: 25, items: [row] } },
      }),
    ),
  );
});

describe('shared password screens', { timeout: 30_000 }, () => {
  it('lists names without any password', async () => {
    renderRoute('/admin/shared_passwords');
    expect(await screen.findByRole('cell', { name: '共用A' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /パスワード/ })).not.toBeInTheDocument();
  });

  it('requires name, password and confirmation on create, and a matching confirmation', async () => {
    renderRoute('/admin/shared_passwords/create');
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    expect(await screen.findByText('名称を入力してください')).toBeInTheDocument();
    expect(screen.getByText('ファイルアップロード用パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('確認用ファイルアップロード用パスワードを入力してください')).toBeInTheDocument();

    await userEvent.type(passwordField(), 'abc12345');
    await userEvent.type(confirmationField(), 'abc12346');
    await userEvent.tab();
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
  });

  it('keeps the password when left blank on edit and sends only what was typed', async () => {
    let input: unknown;
    server.use(
      graphql.mutation(
        UpdateSharedPasswordDocument,
        ({ variables }) => ((input = variables.input), HttpResponse.json({ data: { updateSharedPassword: row } })),
      ),
    );
    renderRoute('/admin/shared_passwords/4/edit');
    expect(await screen.findByDisplayValue('共用A')).toBeInTheDocument();
    expect(screen.getByText('変更しない場合は空欄のままにしてください')).toBeInTheDocument();

    await userEvent.type(passwordField(), 'new-pass');
    await userEvent.click(screen.getByRole('button', { name: '更新する' }));
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(input).toBeUndefined();

    await userEvent.clear(passwordField());
    await userEvent.click(screen.getByRole('button', { name: '更新する' }));
    await expectMessageOnList('共用A', '共用ファイルアップロード用パスワードを更新しました');
    expect(input).toEqual({ name: '共用A', zipPassword: '', zipPasswordConfirmation: '', note: 'メモ' });
  });

  it('puts server messages in the error list', async () => {
    server.use(
      graphql.mutation(CreateSharedPasswordDocument, () =>
        inputRefusal({ name: ['名称は255文字以内で入力してください'] }),
      ),
    );
    renderRoute('/admin/shared_passwords/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /名称/ }), '名前');
    await userEvent.type(passwordField(), 'pass-1234');
    await userEvent.type(confirmationField(), 'pass-1234');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(
      within(await screen.findByRole('list', { name: 'エラー一覧' })).getByText('名称は255文字以内で入力してください'),
    ).toBeInTheDocument();
  });
});
