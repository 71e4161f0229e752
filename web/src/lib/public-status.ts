import { createSessionStore, useStoreValue } from '@/lib/external-store';
import type { Edition } from '@/generated/graphql';

/** The edition last browsed in this browser, for a tab that starts without one of its own. */
const LAST_EDITION_KEY = 'lastEdition';

export function isEdition(value: unknown): value is Edition {
  return value === 'house' || value === 'building';
}

/**
 * The edition a tab starts in: the one last browsed in any tab of this browser, else 住宅版. A
 * link opened in a new tab gets no copy of the session storage (Chromium opens it noopener), so a
 * 非住宅版 visitor's device sheet opened that way showed 住宅版 and its trail led to the house top.
 */
export function initialEdition(): Edition {
  try {
    const last = window.localStorage.getItem(LAST_EDITION_KEY);
    return isEdition(last) ? last : 'house';
  } catch {
    return 'house';
  }
}

/** The public "status": which edition (住宅版 / 非住宅版) the visitor is browsing (SPEC §1: kept per tab). */
export const publicStatus = createSessionStore<Edition>('status', initialEdition());

publicStatus.subscribe(() => {
  try {
    window.localStorage.setItem(LAST_EDITION_KEY, publicStatus.get());
  } catch {
    // Storage disabled: a new tab starts in 住宅版, as before.
  }
});

export function usePublicStatus(): Edition {
  return useStoreValue(publicStatus);
}
