import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { LoginDocument } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { authState } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import { adminUserFixture, organizationUserFixture } from '@/testing/fixtures';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { LANDING_LOADED, landingScreenHandlers } from '@/testing/landing-handlers';
import { renderRoute } from '@/testing/render';

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText(/メールアドレス/), email);
  if (password) await userEvent.type(screen.getByLabelText(/パスワード/), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('login page', () => {
  it.each(['house', 'building'])('/login/%s links to the registration guide', async (edition) => {
    const { router } = renderRoute(`/login/${edition}`);
    const link = await screen.findByRole('link', { name: '情報提供事業者の新規登録' });
    expect(link).toHaveAttribute('href', '/organization/guide');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/guide'));
  });

  it('requires email and password', async () => {
    renderRoute('/login/house');
    await screen.findByRole('heading', { name: /情報提供事業者ログイン（住宅版）/ });

    await fillAndSubmit('', '');

    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
  });

  it('shows the server message and field errors in the error list', async () => {
    server.use(
      graphql.mutation(LoginDocument, () =>
        inputRefusal(
          { email: ['登録されていないメールアドレスです'] },
          'メールアドレスまたはパスワードが正しくありません',
        ),
      ),
    );
    renderRoute('/login/building');

    await fillAndSubmit('nobody@example.jp', 'wrong-password');

    const list = within(await screen.findByRole('list', { name: 'エラー一覧' }));
    expect(list.getByText('メールアドレスまたはパスワードが正しくありません')).toBeInTheDocument();
    expect(list.getByText('登録されていないメールアドレスです')).toBeInTheDocument();
    expect(authState.get().user).toBeNull();
  });

  it('signs an administrator in with the route edition and opens organization management', async () => {
    let sentType: string | undefined;
    server.use(
      ...landingScreenHandlers,
      graphql.mutation(LoginDocument, ({ variables }) => {
        sentType = variables.input.type;
        return HttpResponse.json({
          data: { login: { __typename: 'Viewer', edition: 'building', user: adminUserFixture() } },
        });
      }),
    );
    const { router } = renderRoute('/login/building');

    await fillAndSubmit('admin@example.jp', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(sentType).toBe('building');
    expect(authState.get().user?.role).toBe('admin');
    expect(publicStatus.get()).toBe('building');
    expect(JSON.parse(window.sessionStorage.getItem('auth') ?? '{}')).toMatchObject({ user: { id: 1 } });
    expect(await screen.findByText(LANDING_LOADED.organizations)).toBeInTheDocument();
  });

  it('sends an organization user to the organization profile', async () => {
    server.use(
      ...landingScreenHandlers,
      graphql.mutation(LoginDocument, () =>
        HttpResponse.json({
          data: { login: { __typename: 'Viewer', edition: 'house', user: organizationUserFixture() } },
        }),
      ),
    );
    const { router } = renderRoute('/login/house');

    await fillAndSubmit('org@example.jp', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/organization'));
    expect(await screen.findByRole('navigation', { name: '事業者メニュー' })).toBeInTheDocument();
    expect(await screen.findByText(LANDING_LOADED.profile)).toBeInTheDocument();
  });

  it("continues to a mail's screen after signing in (?next=), but only to one of the user's own area", async () => {
    server.use(
      graphql.mutation(LoginDocument, () =>
        HttpResponse.json({ data: { login: { __typename: 'Viewer', edition: 'house', user: adminUserFixture() } } }),
      ),
    );
    const { router } = renderRoute('/login/house?next=%2Fadmin%2Forganizations%2F4');
    await fillAndSubmit('admin@example.jp', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations/4'));
  });

  it.each([
    ['another site', '//evil.example/admin/x'],
    ["the other role's area", '/organization/organization'],
    ['a scheme', 'https://evil.example/admin/'],
  ])('goes home instead of to %s', async (_what, next) => {
    server.use(
      graphql.mutation(LoginDocument, () =>
        HttpResponse.json({ data: { login: { __typename: 'Viewer', edition: 'house', user: adminUserFixture() } } }),
      ),
    );
    const { router } = renderRoute(`/login/house?next=${encodeURIComponent(next)}`);
    await fillAndSubmit('admin@example.jp', 'secret-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
  });
});
