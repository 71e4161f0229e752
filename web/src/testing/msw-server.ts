import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Defaults every test can rely on; tests add their own with server.use(...). */
export const defaultHandlers = [
  graphql.query('Me', () => HttpResponse.json({ data: { me: null } })),
  graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
  // Side panels of landing pages (notices, new links): empty unless a test says otherwise.
  graphql.query('Notices', () =>
    HttpResponse.json({
      data: { notices: { __typename: 'InformationPage', total: 0, page: 1, pageSize: 25, items: [] } },
    }),
  ),
  graphql.query('NewLinks', () => HttpResponse.json({ data: { newLinks: [] } })),
  // The XSRF cookie a first write asks for (web/src/lib/xsrf.ts); jsdom keeps what the test sets.
  http.get('*/api/xsrf_token', () => {
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
    return new HttpResponse(null, { status: 204 });
  }),
];

export const server = setupServer(...defaultHandlers);
