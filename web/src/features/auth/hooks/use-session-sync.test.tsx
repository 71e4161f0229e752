import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { LogoutDocument, MeDocument } from '@/generated/graphql';
import { describe, expect, it, vi } from 'vitest';
import { authState, EMPTY_AUTH_STATE, signIn } from '@/lib/auth-state';
import { organizationUserFixture } from '@/testing/fixtures';
import { LANDING_LOADED, landingScreenHandlers } from '@/testing/landing-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

describe('session sync at app start', () => {
  it('a `me` answer that arrives after the tab signed out does not sign it back in', async () => {
    const user = organizationUserFixture();
    let answerMe: () => void = () => undefined;
    const meHeld = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    let meAnswered = false;
    server.use(
      ...landingScreenHandlers,
      graphql.query(MeDocument, async () => {
        await meHeld;
        meAnswered = true;
        return HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'building', user } } });
      }),
      graphql.mutation(LogoutDocument, () => HttpResponse.json({ data: { logout: true } })),
    );
    signIn(user, 'building');
    const { router } = renderRoute('/organization/organization');

    await screen.findByText(LANDING_LOADED.profile);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() => expect(authState.get()).toEqual(EMPTY_AUTH_STATE));

    // The session sync applies its answer through authState.set: wait for that call, then look.
    const applied = vi.spyOn(authState, 'set');
    answerMe();
    await waitFor(() => expect(meAnswered).toBe(true));
    await waitFor(() => expect(applied).toHaveBeenCalled());
    expect(authState.get()).toEqual(EMPTY_AUTH_STATE);
  });
});
