import type { DocumentNode } from 'graphql';
import type { Params } from 'react-router-dom';
import { useMatches } from 'react-router-dom';

/** SPEC §2 route meta: which signed-in area a route belongs to. */
export type RouteType = 'organization' | 'administrator';

export interface RouteHandle {
  routeType?: RouteType;
  /** Set on the branch behind the signed-in guard (SPEC §2 "every other route"). */
  requiresUser?: boolean;
  /**
   * The queries the route's page runs as soon as it renders, named from its address. The server's
   * renderer runs them first, so that a single pass renders the page with its data (entry-server.tsx).
   */
  queries?: (address: { params: Params; search: URLSearchParams }) => RouteQuery[];
}

/** A query a route's page runs, as Apollo's `client.query` takes it. */
export interface RouteQuery {
  query: DocumentNode;
  variables?: Record<string, unknown>;
}

/** The `handle`s of the routes that match the current location, outermost first. */
function useRouteHandles(): (RouteHandle | undefined)[] {
  return useMatches().map((match) => match.handle as RouteHandle | undefined);
}

/** The routeType of the deepest matched route that declares one. */
export function useRouteType(): RouteType | undefined {
  return useRouteHandles().findLast((handle) => handle?.routeType)?.routeType;
}

/** True on a screen behind the signed-in guard. */
export function useRequiresUser(): boolean {
  return useRouteHandles().some((handle) => handle?.requiresUser === true);
}
