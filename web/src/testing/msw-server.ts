import { graphql, http, HttpResponse } from 'msw';
import { LogoutDocument, MeDocument, NewLinksDocument, NoticesDocument } from '@/generated/graphql';
import { setupServer } from 'msw/node';

/** Defaults every test can rely on; tests add their own with server.use(...). */
export const defaultHandlers = [
  graphql.query(MeDocument, () => HttpResponse.json({ data: { me: null } })),
  graphql.mutation(LogoutDocument, () => HttpResponse.json({ data: { logout: true } })),
  // Side panels of landing pages (notices, new links): empty unless a test says otherwise.
  graphql.query(NoticesDocument, () =>
    HttpResponse.json({
      data: { notices: { __typename: 'InformationPage', total: 0, page: 1, pageSize: 25, items: [] } },
    }),
  ),
  graphql.query(NewLinksDocument, () => HttpResponse.json({ data: { newLinks: [] } })),
  // The XSRF cookie a first write asks for (web/src/lib/xsrf.ts); jsdom keeps what the test sets.
  http.get('*/api/xsrf_token', () => {
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
    return new HttpResponse(null, { status: 204 });
  }),
];

export const server = setupServer(...defaultHandlers);
