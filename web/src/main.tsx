import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
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

// The server rendered this page: its screen's code is loaded first, so the browser's router starts
// with the page the server sent.
if (rendered) await loadMatchedRoutes(appRoutes, window.location.pathname);
const router = createBrowserRouter(appRoutes);
// Where the router is going while a screen's code loads: a reload after a release lands there.
followNavigationTarget(() => {
  const target = router.state.navigation.location;
  return target ? new URL(router.createHref(target), window.location.origin).href : null;
});

if (rendered) {
  // The browser takes the page over as it is (hydration), with the answers and trail it was rendered with.
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one
  // long task: the page the server sent stays responsive while it is taken over.
  startTransition(() => {
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
  });
} else {
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
