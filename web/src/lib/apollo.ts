import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  type NormalizedCacheObject,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { finalize } from 'rxjs';
import introspection from '@/generated/possible-types';
import { xsrfHeaderForWrite } from './xsrf';
import { beginRequest, endRequest } from './request-activity';
import { reportUnauthenticated } from './session-events';

/** Absolute so the same link works in the browser and under jsdom/msw in tests. */
function graphqlEndpoint(): string {
  return new URL('/graphql', window.location.origin).href;
}

/**
 * CSRF token echo on mutations (SPEC §7), no-cache (SPEC §1) and Apollo's preflight header, which
 * the server's CSRF prevention asks of GET queries and multipart uploads.
 */
export const requestHeadersLink = new SetContextLink(async (previous, operation) => ({
  headers: {
    ...(previous.headers as Record<string, string> | undefined),
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'apollo-require-preflight': 'true',
    ...(operation.operationType === 'mutation' ? await xsrfHeaderForWrite() : {}),
  },
}));

/**
 * Counts operations in flight; finalize runs on completion, error and unsubscribe alike. A poll
 * sent with `context: {background: true}` (an upload's progress) is not counted: the page shows
 * its own progress, and the loading overlay must not cover its cancel button.
 */
export const requestActivityLink = new ApolloLink((operation, forward) => {
  if ((operation.getContext() as { background?: boolean }).background) return forward(operation);
  beginRequest();
  return forward(operation).pipe(finalize(endRequest));
});

/** Tells the app when the server answers that the session is gone (it may have ended meanwhile). */
export const unauthenticatedLink = new ErrorLink(({ error }) => {
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated) reportUnauthenticated();
});

export interface ApolloClientOptions {
  /** Where operations go; by default the server's /graphql over HTTP. */
  link?: ApolloLink;
  /** The answers of a page the server rendered: its first render reads them, not the network. */
  rendered?: NormalizedCacheObject;
  /** On the server: each query is run once, for the page being rendered. */
  ssrMode?: boolean;
}

export function createApolloClient({ link, rendered, ssrMode = false }: ApolloClientOptions = {}): ApolloClient {
  // Queries go as GET: a public one is then cacheable by the browser, a CDN and the server (ETag).
  const httpLink = () => new HttpLink({ uri: graphqlEndpoint, credentials: 'same-origin', useGETForQueries: true });
  // A server render reads each answer about once: remembering results (for later reads) costs more than it saves.
  const cache = new InMemoryCache({ possibleTypes: introspection.possibleTypes, resultCaching: !ssrMode });
  if (rendered) cache.restore(rendered);
  const client = new ApolloClient({
    link: link ?? ApolloLink.from([requestActivityLink, unauthenticatedLink, requestHeadersLink, httpLink()]),
    // Device and PublicDevice are interfaces: the cache must know their implementations (generated
    // from the schema) to read fragments on them.
    cache,
    ssrMode,
    // SPEC §9: the client cache is off by default; every screen reads fresh data.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
  // Until the page the server rendered is the browser's (HydratedPage), its queries take the
  // answers it was rendered with instead of asking again.
  if (rendered) client.prioritizeCacheValues = true;
  return client;
}

/** The page the server rendered is the browser's now: its queries ask the network again (SPEC §9). */
export function endRenderedAnswers(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
}
