import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { CodeLoadFailure } from '@/lib/preloadable-lazy';
import { reloadForRelease } from '@/lib/reload-for-release';
import { routes } from './routes';

type LazyRoute = Exclude<RouteObject['lazy'], undefined | Record<string, unknown>>;

/**
 * The route table with each lazy screen's load failure going first to `onLoadFailure`: by default a
 * reload when a release replaced the code an open tab still names (reloadForRelease). While that
 * reload replaces the page the navigation never settles (no error flashes); otherwise the failure
 * goes to the route's error screen (RouteErrorScreen).
 */
export function withReloadOnCodeFailure(
  table: RouteObject[],
  onLoadFailure: CodeLoadFailure = reloadForRelease,
): RouteObject[] {
  return table.map((route) => {
    const converted = { ...route } as RouteObject;
    const load = route.lazy;
    if (load !== undefined && typeof load !== 'function')
      throw new Error('only function-form lazy routes are supported');
    if (load)
      converted.lazy = (async () => {
        try {
          return await (load as LazyRoute)();
        } catch (error) {
          if (await onLoadFailure()) return new Promise<never>(() => undefined);
          throw error;
        }
      }) as LazyRoute;
    if (route.children) converted.children = withReloadOnCodeFailure(route.children, onLoadFailure);
    return converted;
  });
}

/** The app's route table, as the browser's router and the server's renderer use it. */
export const appRoutes = withReloadOnCodeFailure(routes);

/**
 * Loads the code of the lazy routes that match `path` and puts it on the routes, as react-router
 * documents for hydration: the router then starts with the page the server rendered already on it,
 * instead of a first render without it (which would not match the server's HTML).
 */
export async function loadMatchedRoutes(table: RouteObject[], path: string): Promise<void> {
  const lazyMatches = (matchRoutes(table, path) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as LazyRoute)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
