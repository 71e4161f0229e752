import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { App } from './app/app';
import { appRoutes, loadMatchedRoutes } from './app/router';
import { readRenderedState } from './app/ssr/rendered-page';
import { startAnalytics } from './lib/analytics';
import { followNavigationTarget } from './lib/reload-for-release';
import { createApolloClient } from './lib/apollo';

startAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const rendered = readRenderedState();

/** Where the router is going while a screen's code loads: a reload after a release lands there. */
const followRouter = (router: DataRouter) =>
  followNavigationTarget(() => {
    const target = router.state.navigation.location;
    return target ? new URL(router.createHref(target), window.location.origin).href : null;
  });

if (rendered) {
  // The server rendered this page: the browser takes it over as it is (hydration), with the code of
  // its screen loaded first and the answers and trail it was rendered with.
  await loadMatchedRoutes(appRoutes, window.location.pathname);
  const router = createBrowserRouter(appRoutes);
  followRouter(router);
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
  followRouter(router);
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
