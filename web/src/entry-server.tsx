import { ApolloLink, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppShell } from './app/app';
import { appRoutes } from './app/router';
import type { RenderedState } from './app/ssr/rendered-page';
import type { ClientPage, ExecuteOperation, PageRequest, RenderedPage } from '@rules/rendered-page';
import { RenderStatusContext } from './lib/render-status';
import type { RouteHandle } from './components/layout/route-type';
import type { Crumb, RenderedCrumbs } from './components/layout/breadcrumb/breadcrumb-context';
import { createApolloClient } from './lib/apollo';
import { renderedEdition } from './lib/public-status';

/** The leading elements React 19 hoisted out of the tree (rendered without an <html>, they come first). */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

const operationLink = (execute: ExecuteOperation, onError: () => void) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.length) onError();
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );

/** Why a render's passes stop: prerenderStatic only asks whether they were stopped. */
const PASSES_COMPLETE = 'every answer the last pass rendered was there';

/** The route table as the server matches it, made once: each render's query has its own context. */
const handler = createStaticHandler(appRoutes);

/**
 * The trail each path's last render noted: the next render of the path starts with it, so a page
 * whose trail has not changed (the same list on another page, a device after a data change) is
 * rendered once. A guess only: a render that notes another trail is rendered again with it.
 */
const trailsOfPaths = new LRUCache<string, Crumb[]>({ max: 5_000 });

/**
 * The page at `url` rendered as the browser's first render will render it: its route's code, the
 * answers of its queries (the route's own `queries` first, then whatever a pass still asks for,
 * until none is left: Apollo's prerenderStatic), with emotion's styles extracted. A page declares
 * its breadcrumb while it renders, after the header's trail has: the first pass starts with the
 * trail this path had last time, each later one with the crumbs the pass before noted, and only
 * when the last pass noted others is the page rendered once more. A public list or device sheet
 * whose trail is unchanged is thus rendered in one pass. Pages behind the sign-in are left to the
 * browser.
 */
export async function renderPage({
  url,
  cookies,
  origin,
  execute,
}: PageRequest): Promise<(RenderedPage & { state: RenderedState }) | ClientPage> {
  const request = new Request(new URL(url, 'http://portal.invalid'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`a route answered ${context.status} while rendering ${url}`);
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  if (handles.some((handle) => handle?.requiresUser)) return { kind: 'client' };

  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  /** Operations the render has asked for so far. */
  let asked = 0;
  const client: ApolloClient = createApolloClient({
    link: operationLink(
      (operation) => {
        asked += 1;
        return execute(operation);
      },
      () => (failed = true),
    ),
    ssrMode: true,
  });
  const { pathname, searchParams } = new URL(request.url);
  const edition = renderedEdition(pathname, cookies);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);

  let status = context.statusCode;
  const setStatus = (next: number) => void (status = next);
  /** The trail a pass renders (what the pass before noted), and what the page notes during it. */
  const trail = { rendered: [] as Crumb[], noted: trailsOfPaths.get(pathname) ?? [] };
  const crumbs: RenderedCrumbs = {
    get initial() {
      trail.rendered = trail.noted;
      return trail.rendered;
    },
    note: (noted) => void (trail.noted = noted),
  };
  const tree = (
    <CacheProvider value={cache}>
      <RenderStatusContext value={setStatus}>
        <AppShell client={client} edition={edition} origin={origin} crumbs={crumbs}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </RenderStatusContext>
    </CacheProvider>
  );
  // The route's own queries first (RouteHandle.queries): the first pass then renders with the data.
  // A failed one is asked again by the render, which finds the failure (`failed`) and its status.
  const routeQueries = context.matches.flatMap(
    (match) =>
      (match.route.handle as RouteHandle | undefined)?.queries?.({ params: match.params, search: searchParams }) ?? [],
  );
  // Asked past the cache and written to it once: `client.query` would read the cache three times
  // around its write (a whole list each time; results are not remembered here, see createApolloClient).
  await Promise.all(
    routeQueries.map(async (query) => {
      const { data } = await client.query({ ...query, fetchPolicy: 'no-cache' }).catch(() => ({ data: undefined }));
      if (data) client.writeQuery({ ...query, data });
    }),
  );
  // Apollo renders again after every pass that started a query, even one its cache answered; the
  // loop stops after a pass that asked nothing of the server: every answer it rendered was there.
  const complete = new AbortController();
  const renderPass = async (element: ReactNode) => {
    const before = asked;
    const passHtml = renderToString(element);
    // The queries a pass starts are asked for once it has rendered (Apollo subscribes to them).
    await new Promise((resolve) => setImmediate(resolve));
    // With a reason: abort() alone builds an AbortError (a DOMException and its stack) for nobody.
    if (asked === before) complete.abort(PASSES_COMPLETE);
    return passHtml;
  };
  let { result: html } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: renderPass,
    signal: complete.signal,
  });
  // An answer that is an error is not kept in Apollo's cache: the browser could not render the same.
  if (failed) return { kind: 'client', status };
  // Every answer is in the cache now: one more render with the trail, no query runs again.
  if (JSON.stringify(trail.noted) !== JSON.stringify(trail.rendered)) html = renderToString(tree);
  trailsOfPaths.set(pathname, trail.rendered);
  const head = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  const chunks = emotion.extractCriticalToChunks(body);
  return {
    kind: 'page',
    status,
    head,
    styles: emotion.constructStyleTagsFromChunks(chunks),
    body,
    state: { apollo: client.extract() as NormalizedCacheObject, edition, crumbs: trail.rendered, origin },
  };
}
