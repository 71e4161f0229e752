import { useMatches } from 'react-router-dom';

/** SPEC §2 route meta: which signed-in area a route belongs to. */
export type RouteType = 'organization' | 'administrator';

export interface RouteHandle {
  routeType?: RouteType;
  /** Set on the branch behind the signed-in guard (SPEC §2 "every other route"). */
  requiresUser?: boolean;
}

/** The routeType of the deepest matched route that declares one. */
export function useRouteType(): RouteType | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.routeType) return handle.routeType;
  }
  return undefined;
}

/** True on a screen behind the signed-in guard. */
export function useRequiresUser(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.requiresUser === true);
}
