import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { appRoutes, loadMatchedRoutes } from './app/router';
import { readRenderedState } from './app/ssr/rendered-page';
import { startAnalytics } from './lib/analytics';
import { createApolloClient } from './lib/apollo';

startAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const rendered = readRenderedState();

if (rendered) {
  // The server rendered this page: the browser takes it over as it is (hydration), with the code of
  // its screen loaded first and the answers and trail it was rendered with.
  await loadMatchedRoutes(appRoutes, window.location.pathname);
  const router = createBrowserRouter(appRoutes);
  hydrateRoot(
    container,
    <StrictMode>
      <App
        router={router}
        client={createApolloClient({ rendered: rendered.apollo })}
        edition={rendered.edition}
        crumbs={{ initial: rendered.crumbs }}
        origin={rendered.origin}
      />
    </StrictMode>,
    {
      // A page that differs from the server's is rendered again by the browser; the e2e tests fail on this.
      onRecoverableError: (error) => console.error('hydration', error),
    },
  );
} else {
  const router = createBrowserRouter(appRoutes);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // running as one long task (the page stays responsive while it starts; Lighthouse's blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} origin={window.location.origin} />
      </StrictMode>,
    );
  });
}
