import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Defaults every test can rely on; tests add their own with server.use(...). */
export const defaultHandlers = [
  graphql.query('Me', () => HttpResponse.json({ data: { me: null } })),
  graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })),
];

export const server = setupServer(...defaultHandlers);
