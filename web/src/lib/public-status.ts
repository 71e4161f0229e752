import { createContext, useContext, useSyncExternalStore } from 'react';
import { createSessionStore } from '@/lib/external-store';
import type { Edition } from '@/generated/graphql';
import { EDITION_COOKIE, editionFromCookies, isEdition, renderedEdition } from '@rules/editions';

export { isEdition, renderedEdition };

/** A year: the edition is a preference, not a session. */
const EDITION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The edition a tab starts in: the one last browsed in any tab of this browser, else 住宅版. A
 * link opened in a new tab gets no copy of the session storage (Chromium opens it noopener), so a
 * 非住宅版 visitor's device sheet opened that way showed 住宅版 and its trail led to the house top.
 */
export function initialEdition(): Edition {
  return editionFromCookies(typeof document === 'undefined' ? undefined : document.cookie) ?? 'house';
}

/** The public "status": which edition (住宅版 / 非住宅版) the visitor is browsing (SPEC §1: kept per tab). */
export const publicStatus = createSessionStore<Edition>('status', initialEdition());

publicStatus.subscribe(() => {
  document.cookie = `${EDITION_COOKIE}=${publicStatus.get()}; Path=/; Max-Age=${EDITION_COOKIE_MAX_AGE}; SameSite=Lax`;
});

/** The edition the page was rendered in (renderedEdition); the app's root provides it. */
export const RenderedEditionContext = createContext<Edition>('house');

/**
 * The tab's edition. While the browser takes over a page the server rendered (hydration), the
 * edition it was rendered in; the tab's own follows at once if it differs.
 */
export function usePublicStatus(): Edition {
  const rendered = useContext(RenderedEditionContext);
  return useSyncExternalStore(publicStatus.subscribe, publicStatus.get, () => rendered);
}
