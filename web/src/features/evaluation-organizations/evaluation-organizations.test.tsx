import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CreateEvaluationOrganizationDocument,
  EvaluationOrganizationDocument,
  EvaluationOrganizationsDocument,
  UpdateEvaluationOrganizationDocument,
} from '@/generated/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectMessageOnList, preloadMasterScreens, signInAsAdmin } from '@/testing/admin';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

preloadMasterScreens(() => import('@/app/routes/admin/evaluation-organizations'));

const row = {
  __typename: 'EvaluationOrganization' as const,
  id: 2,
  name: '評価センター',
  number: 'EV-0001',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const passwordField = () => screen.getByLabelText(/^パスワード/);
const confirmationField = () => screen.getByLabelText(/^確認用パスワード/);

beforeEach(() => {
  signInAsAdmin();
  server.use(
    graphql.query(EvaluationOrganizationDocument, () => HttpResponse.json({ data: { evaluationOrganization: row } })),
  );
});

describe('evaluation organization screens', { timeout: 30_000 }, () => {
  it('requires name, number and password (SPEC §5 messages) and a matching confirmation', async () => {
    renderRoute('/admin/evaluation_organizations/create');
    await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
    expect(await screen.findByText('評価機関名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('評価機関番号を入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /評価機関番号/ }), '番号');
    await userEvent.type(passwordField(), 'short');
    await userEvent.type(confirmationField(), 'other');
    await userEvent.tab();
    expect(await screen.findByText('評価機関番号は半角英数字とハイフンで入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが確認用パスワードと一致しません')).toBeInTheDocument();
  });

  it('shows the duplicate number message from the server', async () => {
    server.use(
      graphql.mutation(CreateEvaluationOrganizationDocument, () =>
        inputRefusal({ number: ['この評価機関番号は既に登録されています'] }),
      ),
    );
    renderRoute('/admin/evaluation_organizations/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /評価機関名/ }), '評価機関');
    await userEvent.type(screen.getByRole('textbox', { name: /評価機関番号/ }), 'EV-0001');
    await userEvent.type(passwordField(), 'Password-1');
    await userEvent.type(confirmationField(), 'Password-1');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    // An alert: a screen reader reads it when it appears.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('この評価機関番号は既に登録されています');
    expect(
      within(await screen.findByRole('list', { name: 'エラー一覧' })).getByText(
        'この評価機関番号は既に登録されています',
      ),
    ).toBeInTheDocument();
    // The field the server named is marked and takes focus, its message read with its label.
    const number = screen.getByRole('textbox', { name: /評価機関番号/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('この評価機関番号は既に登録されています'));
    // Changing it clears the mark (the browser-side rules run again); the list keeps the message.
    await userEvent.type(number, '2');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('edits without a password (left unchanged)', async () => {
    let input: unknown;
    server.use(
      graphql.query(EvaluationOrganizationsDocument, () =>
        HttpResponse.json({
          data: {
            evaluationOrganizations: {
              __typename: 'EvaluationOrganizationPage',
              total: 1,
              page: 1,
              pageSize: 25,
              items: [row],
            },
          },
        }),
      ),
      graphql.mutation(
        UpdateEvaluationOrganizationDocument,
        ({ variables }) => (
          (input = variables.input),
          HttpResponse.json({ data: { updateEvaluationOrganization: row } })
        ),
      ),
    );
    const { router } = renderRoute('/admin/evaluation_organizations/2/edit');
    expect(await screen.findByDisplayValue('EV-0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更新する' }));
    await expectMessageOnList('EV-0001', '評価機関を更新しました');
    expect(router.state.location.pathname).toBe('/admin/evaluation_organizations');
    expect(input).toEqual({ name: '評価センター', number: 'EV-0001', password: '', passwordConfirmation: '' });
    expect(await screen.findByRole('cell', { name: 'EV-0001' })).toBeInTheDocument();
  });
});
