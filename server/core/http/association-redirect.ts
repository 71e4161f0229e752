import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const HOME_LINK = /<link\s+rel="home"\s+href="(https?:\/\/[^"<>\s]+)"/;

/** The association's site a web build names in its index.html (`<link rel="home">`), or null. */
export function associationHome(indexHtml: string): string | null {
  return HOME_LINK.exec(indexHtml)?.[1]?.replaceAll('&amp;', '&') ?? null;
}

/** The association's site of the web build in `webDir`; undefined without a build. */
export function builtAssociationUrl(webDir: string): string | undefined {
  const indexFile = path.join(webDir, 'index.html');
  return (fs.existsSync(indexFile) && associationHome(fs.readFileSync(indexFile, 'utf8'))) || undefined;
}

/**
 * / and /top (SPEC §2: they lead to the association's site) as a redirect to the site the web
 * build names in its index.html (`<link rel="home">`, web/build/association-home-link.ts), so a
 * visitor and a crawler go there without the SPA's scripts. Null for a build without the link:
 * the SPA then redirects, as it does when it navigates to / itself.
 */
export function associationRedirect(indexHtml: string): RequestHandler | null {
  const home = associationHome(indexHtml);
  if (!home) return null;
  return (_req, res) => {
    // Shared caches may keep it for a while: the association's address changes with a release.
    res.set('Cache-Control', 'public, max-age=600');
    res.redirect(302, home);
  };
}
