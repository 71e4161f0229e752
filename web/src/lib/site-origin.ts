import { createContext, useContext } from 'react';

/**
 * The origin of the site's absolute URLs (structured data, canonical links), e.g.
 * "https://example.jp". Never read from `window` during render: the server's HTML and the first
 * client render must agree, so whoever renders the app provides the same origin on both sides
 * (the server's PUBLIC_BASE_URL or request origin, handed to the client with the page's state).
 * Without a provider it is "" and the URLs are the site's paths.
 */
export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
