// The self-hosted API explorer served at GET /graphql (docs/api.md). Built by its own Vite config
// (web/vite.graphiql.config.ts) so none of it reaches the SPA's bundle; everything it loads,
// Monaco's workers included, comes from this origin.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { readCookie } from '@/lib/cookies';
import { EXAMPLE_TABS } from './examples';

/**
 * Same rules as the portal's own client: queries need nothing; a mutation needs a session and the
 * XSRF pair, which a signed-in user's cookie supplies and a visitor does not have.
 */
const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.origin).href,
  fetch: (input, init) => {
    const token = readCookie('XSRF-TOKEN');
    const headers = new Headers(init?.headers);
    if (token) headers.set('X-XSRF-TOKEN', token);
    return fetch(input, { ...init, headers, credentials: 'same-origin' });
  },
});

createRoot(document.getElementById('graphiql')!).render(
  // The editors start from initialQuery/initialVariables, not from the first tab (GraphiQL 5).
  <GraphiQL
    fetcher={fetcher}
    defaultTabs={EXAMPLE_TABS}
    initialQuery={EXAMPLE_TABS[0]!.query}
    initialVariables={EXAMPLE_TABS[0]!.variables}
    defaultEditorToolsVisibility="variables"
  />,
);
