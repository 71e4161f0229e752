import { createContext, use } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * The key of the location the browser's router is at, read synchronously from the router (App):
 * it changes with the address bar, while the screens render the new location in a transition that
 * may take a few frames. Null where there is no such router (server rendering, tests' own routers).
 */
export const RouterLocationKeyContext = createContext<string | null>(null);

/**
 * Whether a navigation has started whose screen is not on the page yet. The router keeps the old
 * screen while the new one's code loads, and React keeps it while it renders the new one, with the
 * address bar already showing the new URL: the layout marks the page busy (aria-busy, the progress
 * bar) meanwhile, so nobody reads the old page under the new address.
 */
export function useIsNavigating(): boolean {
  const routerKey = use(RouterLocationKeyContext);
  const renderedKey = useLocation().key;
  return useNavigation().state !== 'idle' || (routerKey !== null && routerKey !== renderedKey);
}
