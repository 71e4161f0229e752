import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../core/context.js';
import { visitorContext } from '../../core/request-context.js';
import { spaDocuments } from '../../core/http/spa-documents.js';
import type { PublicDataVersion } from '../public-devices/index.js';
import { assertPagePlaces } from './ssr/page-document.js';
import { loadPageRenderer, type ExecuteOperation } from './ssr/page-renderer.js';
import { renderedPages, type RenderedPages } from './ssr/rendered-pages.js';
import { isSpaPage, NOT_FOUND_META } from './spa-pages.js';
import { siteOrigin } from './site-origin.js';

export interface SitePagesDeps {
  webDir: string;
  config: Config;
  orm: MikroORM;
  apollo: ApolloServer<RequestContext>;
  /** The session cookie's name (a visitor's context names it; no page's query sets it). */
  sessionCookie: string;
  publicVersion: PublicDataVersion;
}

/** Pages rendered at once: rendering is synchronous work on this process's one thread. */
const RENDER_CONCURRENCY = 2;
/** Pages queued for a render before the next go out as the shell (about a second of renders). */
const RENDERS_WAITING = 64;
/** A page that waited this long for a render goes out as the shell, which the browser renders. */
const RENDER_WAIT_MS = 5_000;

/** The text of a stylesheet the built index.html links (`/assets/….css`), read from the build; null if none is there. */
const builtStylesheet =
  (webDir: string) =>
  (href: string): string | null => {
    const root = path.resolve(webDir);
    const file = path.join(root, path.normalize(href));
    return file.startsWith(root + path.sep) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };

/**
 * The portal's pages: rendered on the server where the build has a renderer (public pages), else
 * the client-rendered shell, which also answers 404 for a path the portal has no page for. Without
 * a renderer nothing is kept, and the early handler only passes on.
 */
export async function sitePages({
  webDir,
  config,
  orm,
  apollo,
  sessionCookie,
  publicVersion,
}: SitePagesDeps): Promise<RenderedPages> {
  const shell = spaDocuments(webDir, (page) => (isSpaPage(page) ? null : NOT_FOUND_META));
  const render = await loadPageRenderer(webDir);
  if (!render) return { kept: (_req, _res, next) => next(), pages: shell };
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  assertPagePlaces(template);
  const executeFor =
    (req: Request, res: Response): ExecuteOperation =>
    async (operation) => {
      const response = await apollo.executeOperation(operation, {
        contextValue: visitorContext(orm, req, res, sessionCookie),
      });
      if (response.body.kind !== 'single') throw new Error('a page asked for an incremental answer');
      return response.body.singleResult;
    };
  return renderedPages({
    render,
    originOf: siteOrigin(config.publicBaseUrl),
    template,
    stylesheetText: builtStylesheet(webDir),
    executeFor,
    version: async () => {
      const [devices, content] = await Promise.all([publicVersion.ofAll(orm.em), publicVersion.ofContent(orm.em)]);
      return `${devices}.${content}`;
    },
    shell,
    keptBytes: config.publicCacheMegabytes * 1024 * 1024,
    concurrency: RENDER_CONCURRENCY,
    maxWaiting: RENDERS_WAITING,
    maxWaitMs: RENDER_WAIT_MS,
    rendersPerMinute: config.graphqlRateLimitPerMinute,
    processes: config.processCount,
  });
}
