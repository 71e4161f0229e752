import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MeDocument } from '@/generated/graphql';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { externalNavigation } from '@/lib/external-navigation';
import { authState, signIn } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import type { ViewerUserFragment } from '@/generated/graphql';
import { adminUserFixture, organizationUserFixture } from '@/testing/fixtures';
import { LANDING_LOADED, landingScreenHandlers } from '@/testing/landing-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

/** The server's `me`: the cookie session of `user` (null: none). */
function serverSession(user: ViewerUserFragment | null, edition: 'house' | 'building' = 'house') {
  server.use(
    ...landingScreenHandlers,
    graphql.query(MeDocument, () =>
      HttpResponse.json({ data: { me: user ? { __typename: 'Viewer', edition, user } : null } }),
    ),
  );
}

/** Opens `path` with `user` signed in (house edition), in the app and in the server's session. */
function openSignedIn(user: ViewerUserFragment, path: string) {
  serverSession(user);
  signIn(user, 'house');
  return renderRoute(path);
}

describe('RequireUser guard', () => {
  it('sends a visitor without a user to / (which leaves for the association site)', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoute('/admin/organizations');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(env.associationUrl), { timeout: 8000 });
    expect(screen.queryByRole('navigation', { name: '管理者メニュー' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user through to the area (with its tab bar)', async () => {
    const { router } = openSignedIn(adminUserFixture(), '/admin/organizations');

    expect(await screen.findByRole('navigation', { name: '管理者メニュー' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/organizations');
    expect(screen.getByTestId('edition-badge')).toHaveTextContent('管理者');
    expect(await screen.findByText(LANDING_LOADED.organizations)).toBeInTheDocument();
  });

  it('in a new tab (nothing in session storage) asks the server, shows the loading state, then opens the page', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...landingScreenHandlers,
      graphql.query(MeDocument, async () => {
        await answered;
        return HttpResponse.json({
          data: { me: { __typename: 'Viewer', edition: 'building', user: adminUserFixture() } },
        });
      }),
    );
    const { router } = renderRoute('/admin/organizations');

    expect(await screen.findByLabelText('読み込み中')).toHaveAttribute('aria-busy', 'true');
    answer();

    expect(await screen.findByRole('navigation', { name: '管理者メニュー' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/organizations');
    expect(authState.get()).toMatchObject({ user: { id: 1, role: 'admin' }, edition: 'building' });
    expect(publicStatus.get()).toBe('building');
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByText(LANDING_LOADED.organizations)).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderRoute('/no/such//page');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });
});

describe('RequireRole: each role keeps to its own area', () => {
  it('sends an organization user who opens /admin/* to the organization profile, without the admin shell', async () => {
    const { router } = openSignedIn(organizationUserFixture(), '/admin/links');

    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/organization'));
    expect(await screen.findByRole('navigation', { name: '事業者メニュー' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '管理者メニュー' })).not.toBeInTheDocument();
    expect(screen.getByTestId('edition-badge')).toHaveTextContent('住宅版');
    expect(await screen.findByText(LANDING_LOADED.profile)).toBeInTheDocument();
  });

  it('sends an administrator who opens /organization/* to organization management', async () => {
    const { router } = openSignedIn(adminUserFixture(), '/organization/links');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organizations'));
    expect(await screen.findByRole('navigation', { name: '管理者メニュー' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '事業者メニュー' })).not.toBeInTheDocument();
    expect(await screen.findByText(LANDING_LOADED.organizations)).toBeInTheDocument();
  });
});
