import { useMatches } from 'react-router-dom';

/** SPEC §2 route meta: which signed-in area a route belongs to. */
export type RouteType = 'organization' | 'administrator';

export interface RouteHandle {
  routeType?: RouteType;
  /** Set on the branch behind the signed-in guard (SPEC §2 "every other route"). */
  requiresUser?: boolean;
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
