import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint (48em): below it the layout is the phone layout. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether a media query matches now, re-rendering when it changes; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
