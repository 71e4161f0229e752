import { graphql, HttpResponse } from 'msw';
import { MeDocument } from '@/generated/graphql';
import { signIn } from '@/lib/auth-state';
import type { ViewerUserFragment } from '@/generated/graphql';
import { server } from '@/testing/msw-server';

/** Signs the user in on both sides: the auth state and the server's `me` (the app re-reads it). */
export function signInAs(user: ViewerUserFragment): void {
  signIn(user, 'house');
  server.use(
    graphql.query(MeDocument, () =>
      HttpResponse.json({ data: { me: { __typename: 'Viewer', edition: 'house', user } } }),
    ),
  );
}
