import type { ApolloClient } from '@apollo/client';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { RenderedCrumbsContext, type RenderedCrumbs } from '@/components/layout/breadcrumb/breadcrumb-context';
import type { Edition } from '@/generated/graphql';
import { RouterLocationKeyContext } from '@/lib/navigation-activity';
import { SiteOriginContext } from '@/lib/site-origin';
import { endRenderedAnswers } from '@/lib/apollo';
import { RenderedEditionContext } from '@/lib/public-status';
import { AppProvider } from './provider';

export interface AppShellProps {
  client?: ApolloClient;
  /** The edition the page is rendered in (renderedEdition): the server's, then the browser's first render. */
  edition?: Edition;
  crumbs?: RenderedCrumbs;
  /** The site's origin for canonical links. */
  origin?: string;
  children: ReactNode;
}

const NO_CRUMBS: RenderedCrumbs = { initial: [] };

/** The providers around the router, in the browser and on the server alike. */
export function AppShell({ client, edition = 'house', crumbs = NO_CRUMBS, origin = '', children }: AppShellProps) {
  return (
    <AppProvider client={client}>
      <SiteOriginContext value={origin}>
        <RenderedEditionContext value={edition}>
          <RenderedCrumbsContext value={crumbs}>{children}</RenderedCrumbsContext>
        </RenderedEditionContext>
      </SiteOriginContext>
    </AppProvider>
  );
}

/**
 * Once the page the server rendered is the browser's, the client's queries ask the network again
 * (SPEC §9: every screen reads fresh data); until then they took the answers it was rendered with.
 */
function HydratedPage({ client }: { client: ApolloClient }) {
  useEffect(() => endRenderedAnswers(client), [client]);
  return null;
}

/** The portal in the browser: the providers around the browser's router. */
export function App({ router, client, ...shell }: Omit<AppShellProps, 'children'> & { router: DataRouter }) {
  // Outside the router's transition: an update here renders at once (useIsNavigating).
  const locationKey = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.key,
    () => router.state.location.key,
  );
  return (
    <AppShell client={client} {...shell}>
      <RouterLocationKeyContext value={locationKey}>
        <RouterProvider router={router} />
      </RouterLocationKeyContext>
      {client ? <HydratedPage client={client} /> : null}
    </AppShell>
  );
}
