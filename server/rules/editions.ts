/** The portal's two editions (SPEC §2) in the screens' words: headings, labels, the PDF list's column. */
export const EDITION_NAMES = { house: '住宅版', building: '非住宅版' } as const;

export type EditionCode = keyof typeof EDITION_NAMES;

/**
 * The cookie naming the edition last browsed in a browser: a tab that starts without one of its
 * own starts there, and the server renders a public page in it (a device sheet's trail leads to
 * that edition's top).
 */
export const EDITION_COOKIE = 'edition';

export function isEdition(value: unknown): value is EditionCode {
  return value === 'house' || value === 'building';
}

/** The edition a Cookie header (or document.cookie) names, else null. */
export function editionFromCookies(cookies: string | undefined): EditionCode | null {
  const found = new RegExp(`(?:^|;\\s*)${EDITION_COOKIE}=([a-z]+)`).exec(cookies ?? '')?.[1];
  return isEdition(found) ? found : null;
}

/** The edition a path belongs to (/house…, /building…, /login/house…), if it names one. */
export function editionOfPath(pathname: string): EditionCode | null {
  const found = /^\/(?:login\/)?(house|building)(?:\/|$)/.exec(pathname)?.[1];
  return isEdition(found) ? found : null;
}

/**
 * The edition a page is rendered in before anything runs in the browser: the one its path names,
 * else the one the visitor last browsed (the cookie), else 住宅版. The server renders with it and
 * the browser's first render (hydration) uses the same, so both agree.
 */
export function renderedEdition(pathname: string, cookies: string | undefined): EditionCode {
  return editionOfPath(pathname) ?? editionFromCookies(cookies) ?? 'house';
}
