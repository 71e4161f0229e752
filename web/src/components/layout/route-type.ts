import { useMatches } from 'react-router-dom';

/** SPEC §2 route meta: which signed-in area a route belongs to. */
export type RouteType = 'organization' | 'administrator';

export interface RouteHandle {
  routeType?: RouteType;
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
