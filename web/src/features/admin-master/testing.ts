import { graphql, HttpResponse } from 'msw';
import { signIn } from '@/features/auth/stores/auth-state';
import { adminUserFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';

/** Signs the test in as an administrator (auth state + the Me query the session sync asks). */
export function signInAsAdmin(): void {
  const admin = adminUserFixture();
  server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user: admin } } })));
  signIn(admin, 'house');
}
