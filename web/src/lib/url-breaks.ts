/**
 * Where an address may break on a narrow screen: after the scheme's // and after each / of the
 * path, and before a query's ?, & and a fragment's # (…/products/window/｜resin-sash, not
 * …/window/resin｜-sash). The host stays whole but for its hyphens, where browsers break anyway.
 */
export function urlBreakPieces(url: string): string[] {
  return url.split(/(?<=\/)(?!\/)|(?=[?&#])/u).filter((piece) => piece !== '');
}
