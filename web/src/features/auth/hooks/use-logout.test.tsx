import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { LogoutDocument, MeDocument } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { authState, EMPTY_AUTH_STATE, signIn } from '@/lib/auth-state';
import { publicStatus } from '@/lib/public-status';
import { organizationUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { LANDING_LOADED, landingScreenHandlers } from '@/testing/landing-handlers';
import { renderRoute } from '@/testing/render';

describe('logout', () => {
  it('calls logout, resets the status to the edition, shows /logout and clears the auth state', async () => {
    const user = organizationUserFixture();
    let loggedOut = false;
    server.use(
      ...landingScreenHandlers,
      graphql.query(MeDocument, () =>
        HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'building', user } } }),
      ),
      graphql.mutation(LogoutDocument, () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    signIn(user, 'building');
    publicStatus.set('house');
    const { router } = renderRoute('/organization/organization');

    await screen.findByText(LANDING_LOADED.profile);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByRole('heading', { name: 'ログアウトしました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login/building');
    expect(loggedOut).toBe(true);
    expect(publicStatus.get()).toBe('building');
    expect(authState.get()).toEqual(EMPTY_AUTH_STATE);
  });
});
