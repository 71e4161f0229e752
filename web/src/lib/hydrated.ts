import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page the server rendered is not yet the browser's (on the server and during
 * hydration), true once it is and in every render the browser does on its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
