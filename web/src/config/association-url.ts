const DEFAULT_ASSOCIATION_URL = 'https://www.example.or.jp/';

/**
 * The association's site from the build's VITE_ASSOCIATION_URL (blank or unset: the default),
 * with a trailing slash so its pages resolve under it. The SPA's links and the build's
 * `<link rel="home">` (the server's redirect of / and /top) both come from here.
 */
export function associationUrlFrom(value: string | undefined): string {
  const url = value?.trim() || DEFAULT_ASSOCIATION_URL;
  return url.endsWith('/') ? url : `${url}/`;
}
