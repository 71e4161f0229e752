import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { externalNavigation } from '@/lib/external-navigation';
import { signIn } from '@/features/auth/stores/auth-state';
import { adminUserFixture } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render';
import { graphql, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';

describe('RequireUser guard', () => {
  it('sends a visitor without a user to / (which leaves for the association site)', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoute('/admin/organizations');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(env.associationUrl), { timeout: 8000 });
    expect(screen.queryByRole('navigation', { name: '管理者メニュー' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user through to the area (with its tab bar)', async () => {
    const admin = adminUserFixture();
    server.use(
      graphql.query('Me', () =>
        HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user: admin } } }),
      ),
    );
    signIn(admin, 'house');
    const { router } = renderRoute('/admin/organizations');

    expect(await screen.findByRole('navigation', { name: '管理者メニュー' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/organizations');
    expect(screen.getByTestId('edition-badge')).toHaveTextContent('管理者');
  });

  it('shows the not-found page for unknown paths', async () => {
    renderRoute('/no/such//page');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });
});
