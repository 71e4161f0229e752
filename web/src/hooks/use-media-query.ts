import { useSyncExternalStore } from 'react';

export { PHONE_QUERY } from '@rules/screen-width';

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
