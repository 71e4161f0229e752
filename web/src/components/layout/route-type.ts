import { createContext, useContext } from 'react';

/** SPEC §2 route meta: which signed-in area a route belongs to. */
export type RouteType = 'organization' | 'administrator';

export interface RouteHandle {
  routeType?: RouteType;
  /** Set on the branch behind the signed-in guard (SPEC §2 "every other route"). */
  requiresUser?: boolean;
}

/**
 * The `handle`s of the routes that match the current location, outermost first. The app's router
 * provides them (app/router.tsx); the layout, which sits above the matched screen, reads them.
 */
export const RouteHandlesContext = createContext<readonly (RouteHandle | undefined)[]>([]);

/** The routeType of the deepest matched route that declares one. */
export function useRouteType(): RouteType | undefined {
  const handles = useContext(RouteHandlesContext);
  return handles.findLast((handle) => handle?.routeType)?.routeType;
}

/** True on a screen behind the signed-in guard. */
export function useRequiresUser(): boolean {
  return useContext(RouteHandlesContext).some((handle) => handle?.requiresUser === true);
}
