import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { LoginDocument, MeDocument, OrganizationsDocument } from '@/generated/graphql';
import { describe, expect, it, vi } from 'vitest';
import { checkUpload } from '@/features/devices/api';
import { authState, EMPTY_AUTH_STATE, signIn } from '@/lib/auth-state';
import { downloadFromApi } from '@/lib/download-file';
import { externalNavigation } from '@/lib/external-navigation';
import { onUnauthenticated } from '@/lib/session-events';
import { adminUserFixture, organizationUserFixture } from '@/testing/fixtures';
import { landingScreenHandlers } from '@/testing/landing-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SESSION_EXPIRED_NOTICE } from './use-session-end';

/** The administrators' organization list, asked after the session ended on the server. */
const organizationsUnauthenticated = graphql.query(OrganizationsDocument, () =>
  HttpResponse.json({
    data: null,
    errors: [{ message: 'ログインしてください', extensions: { code: 'UNAUTHENTICATED' } }],
  }),
);

/** A signed-in administrator (edition building) whose session the server still knows at start. */
function signedInAdmin() {
  const admin = adminUserFixture();
  signIn(admin, 'building');
  server.use(
    ...landingScreenHandlers,
    graphql.query(MeDocument, () =>
      HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'building', user: admin } } }),
    ),
  );
}

async function expectSentToLoginWithNotice(router: ReturnType<typeof renderRoute>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login/building'));
  expect(await screen.findByRole('heading', { name: /情報提供事業者ログイン（非住宅版）/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED_NOTICE);
  await waitFor(() => expect(authState.get()).toEqual(EMPTY_AUTH_STATE));
  expect(screen.queryByRole('navigation', { name: '管理者メニュー' })).not.toBeInTheDocument();
}

describe('when the session ends under a signed-in tab', () => {
  it('a GraphQL UNAUTHENTICATED sends the tab to its login page with a notice and forgets the user', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    signedInAdmin();
    server.use(organizationsUnauthenticated);
    const { router } = renderRoute('/admin/organizations');

    await expectSentToLoginWithNotice(router);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a 401 on a REST download does the same', async () => {
    signedInAdmin();
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/organizations/download/pdf', () =>
        HttpResponse.json({ message: 'ログインしてください' }, { status: 401 }),
      ),
    );
    const { router } = renderRoute('/admin/organizations');

    await userEvent.click(await screen.findByRole('link', { name: 'PDF出力' }));

    await expectSentToLoginWithNotice(router);
  });

  it('a session gone at start (tab reopened later) does the same instead of leaving the site', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    signIn(adminUserFixture(), 'building');
    server.use(...landingScreenHandlers);
    const { router } = renderRoute('/admin/organizations');

    await expectSentToLoginWithNotice(router);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['the same administrator', adminUserFixture(), '/admin/organizations?keyword=%E6%9D%B1%E5%92%8C'],
    ['another user', organizationUserFixture(), '/organization/organization'],
  ])('signing in again as %s goes back to that screen, or home', async (_who, user, expected) => {
    signedInAdmin();
    server.use(organizationsUnauthenticated);
    const { router } = renderRoute('/admin/organizations?keyword=%E6%9D%B1%E5%92%8C');
    await expectSentToLoginWithNotice(router);

    server.use(
      ...landingScreenHandlers,
      graphql.mutation(LoginDocument, () =>
        HttpResponse.json({ data: { login: { __typename: 'Viewer', edition: 'building', user } } }),
      ),
    );
    await userEvent.type(screen.getByLabelText(/メールアドレス/), user.email);
    await userEvent.type(screen.getByLabelText(/パスワード/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(expected));
  });

  it('on a public page only forgets the user', async () => {
    signIn(organizationUserFixture(), 'house');
    const { router } = renderRoute('/house');

    await waitFor(() => expect(authState.get()).toEqual(EMPTY_AUTH_STATE));
    expect(router.state.location.pathname).toBe('/house');
    expect(await screen.findByRole('link', { name: '情報提供事業者ログイン' })).toBeInTheDocument();
  });

  it('the login page shows no notice when opened normally', async () => {
    renderRoute('/login/house');
    expect(await screen.findByRole('heading', { name: /情報提供事業者ログイン/ })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});

describe('the REST helpers report a 401', () => {
  it('downloads and uploads alike', async () => {
    const reported = vi.fn();
    const stop = onUnauthenticated(reported);
    server.use(
      http.get('*/api/x/download/csv', () => new HttpResponse(null, { status: 401 })),
      http.post('*/api/cogeneration_systems/check', () =>
        HttpResponse.json({ message: 'ログインしてください' }, { status: 401 }),
      ),
    );
    try {
      await expect(downloadFromApi('/api/x/download/csv', 'x.csv')).rejects.toThrow('401');
      expect(reported).toHaveBeenCalledTimes(1);
      const file = new File(['zip'], 'devices.zip', { type: 'application/zip' });
      await expect(
        checkUpload('cogeneration_systems', { file, passwordType: 'organization', sharedPasswordId: '' }),
      ).rejects.toMatchObject({
        response: { status: 401 },
      });
      expect(reported).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
