import { createContext, useContext, useSyncExternalStore } from 'react';
import { createSessionStore } from '@/lib/external-store';
import type { Edition } from '@/generated/graphql';

/**
 * The edition last browsed in this browser: for a tab that starts without one of its own, and for
 * the server, which renders a public page in the edition the visitor is browsing (a device sheet's
 * trail leads to that edition's top).
 */
export const EDITION_COOKIE = 'edition';
/** A year: the edition is a preference, not a session. */
const EDITION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isEdition(value: unknown): value is Edition {
  return value === 'house' || value === 'building';
}

/** The edition a Cookie header (or document.cookie) names, else null. */
export function editionFromCookies(cookies: string | undefined): Edition | null {
  const found = /(?:^|;\s*)edition=([a-z]+)/.exec(cookies ?? '')?.[1];
  return isEdition(found) ? found : null;
}

/** The edition a path belongs to (/house…, /building…, /login/house…), if it names one. */
export function editionOfPath(pathname: string): Edition | null {
  const found = /^\/(?:login\/)?(house|building)(?:\/|$)/.exec(pathname)?.[1];
  return isEdition(found) ? found : null;
}

/**
 * The edition a page is rendered in before anything runs in the browser: the one its path names,
 * else the one the visitor last browsed (the cookie), else 住宅版. The server renders with it and
 * the browser's first render (hydration) uses the same, so both agree.
 */
export function renderedEdition(pathname: string, cookies: string | undefined): Edition {
  return editionOfPath(pathname) ?? editionFromCookies(cookies) ?? 'house';
}

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
