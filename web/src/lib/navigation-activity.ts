import { useNavigation } from 'react-router-dom';

/**
 * Whether a navigation has started whose screen is not on the page yet. The router keeps the old
 * screen while the new one's code loads, with the address bar already showing the new URL: the
 * layout marks the page busy (aria-busy, the progress bar) meanwhile, so nobody reads the old page
 * under the new address.
 */
export function useIsNavigating(): boolean {
  return useNavigation().state !== 'idle';
}
