/** A password reset link's token, live for an hour: whoever reads a log or an analytics report must not be able to use it. */
const RESET_TOKEN = /(\/password\/reset\/[^/?#]+\/)[^/?#]+/;

/** A path or URL with the secrets the portal's own paths carry (a reset link's token) masked. */
export function maskSecretPath(pathOrUrl: string): string {
  return pathOrUrl.replace(RESET_TOKEN, '$1…');
}
