import { Router, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DEVICE_CATEGORY_TABLE } from '../../rules/device-categories.js';
import { PUBLIC_PAGES, type SiteMapService } from './site-map.service.js';
import { siteOrigin } from './site-origin.js';
import { escapeMarkup } from '../../core/http/escape-markup.js';

/** Signed-in areas, forms that only make sense to a person, and the data doors. */
const ROBOTS_DISALLOW = ['/admin', '/organization/', '/login/', '/logout', '/password', '/api/', '/graphql'];
const ROBOTS_ALLOW = ['/organization/guide'];

/**
 * robots.txt and the sitemaps (a sitemap index at /sitemap.xml: the fixed pages, then the public
 * device pages in files of at most 40,000 URLs). Absolute URLs come from PUBLIC_BASE_URL, or from
 * the request's host when it is not set. Mounted before the XSRF cookie: no cookie, cacheable.
 */
export function siteRoutes(orm: MikroORM, config: Config, siteMap: SiteMapService): Router {
  const router = Router();
  const originOf = siteOrigin(config.publicBaseUrl);
  /** The request's origin, or null after answering 400 to a Host no client sends. */
  const origin = (req: Request, res: Response): string | null => {
    const found = originOf(req);
    if (found === null) res.status(400).type('text/plain').send('Bad Request');
    return found;
  };
  const sendXml = (res: Response, body: string) => {
    res.set('Cache-Control', 'public, max-age=600');
    res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
  };
  const urlSet = (base: string, paths: string[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `  <url><loc>${escapeMarkup(base + p)}</loc></url>`).join('\n')}\n</urlset>`;

  router.get('/robots.txt', (req, res) => {
    const base = origin(req, res);
    if (base === null) return;
    res.set('Cache-Control', 'public, max-age=3600');
    const lines = [
      'User-agent: *',
      ...ROBOTS_ALLOW.map((p) => `Allow: ${p}`),
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
    ];
    res.type('text/plain').send(`${lines.join('\n')}\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req, res);
    if (base === null) return;
    const files = [
      '/sitemaps/pages.xml',
      ...(await siteMap.deviceSitemaps(orm.em.fork())).map((s) => `/sitemaps/${s.category}-${s.part + 1}.xml`),
    ];
    sendXml(
      res,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `  <sitemap><loc>${escapeMarkup(base + f)}</loc></sitemap>`).join('\n')}\n</sitemapindex>`,
    );
  });

  router.get('/sitemaps/pages.xml', async (req, res) => {
    const base = origin(req, res);
    if (base !== null) sendXml(res, urlSet(base, [...PUBLIC_PAGES, ...(await siteMap.categoryPaths(orm.em.fork()))]));
  });

  // A file that does not exist is a 404 here (the SPA fallback would answer index.html with 200).
  router.get(/^\/sitemaps\/([a-z_]+)-(\d+)\.xml$/, async (req, res) => {
    const [category, part] = [req.params[0], Number(req.params[1])];
    const entry = DEVICE_CATEGORY_TABLE.find((candidate) => candidate.category === category);
    const notFound = () => void res.status(404).type('text/plain').send('Not Found');
    if (!entry || !Number.isSafeInteger(part) || part < 1) return notFound();
    const base = origin(req, res);
    if (base === null) return;
    const paths = await siteMap.devicePaths(orm.em.fork(), { category: entry.category, part: part - 1 });
    if (paths.length === 0) return notFound();
    sendXml(res, urlSet(base, paths));
  });

  return router;
}
