import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { logger } from '../../../core/logger.js';
import { PublicAnswerCache } from '../../../core/http/public-answer-cache.js';
import { holdsCurrentVersion, markNoStore, markPublic } from '../../../core/http/public-cache.js';
import { clientGoneSignal } from '../../../core/client-gone.js';
import { clientKey } from '../../../core/rate-limit/client-key.js';
import { GateBusy, SlotGate } from '../../../core/slot-gate.js';
import { processShare, WindowCounter } from '../../../core/rate-limit/window-counter.js';
import { renderedEdition } from '../../../rules/editions.js';
import { KeptAnswers } from './kept-answers.js';
import { keptPageOperation } from './kept-operations.js';
import { pageDocument, renderedPageTemplate } from './page-document.js';
import type { ExecuteOperation, RenderPage } from './page-renderer.js';

export interface RenderedPagesOptions {
  render: RenderPage;
  /** The site's origin for canonical links (site-origin.ts). */
  originOf: (req: Request) => string | null;
  /** The built index.html the pages go into. */
  template: string;
  /** The text of a stylesheet the template links (by its href), to put into the pages; null to keep the link. */
  stylesheetText?: (href: string) => string | null;
  /** Runs a page's query as a visitor of this request. */
  executeFor: (req: Request, res: Response) => ExecuteOperation;
  /** The version of what the public pages show: every category's device data and the notices and links. */
  version: () => Promise<string>;
  /** The client-rendered document: for signed-in pages, and whenever a page cannot be rendered. */
  shell: RequestHandler;
  /** Bytes of rendered documents kept (0: none). */
  keptBytes: number;
  /** Pages rendered at once; more wait in turn. */
  concurrency: number;
  /** Pages waiting for their turn before the next ones go out as the shell at once. */
  maxWaiting: number;
  /** How long a page waits for its turn before it goes out as the shell. */
  maxWaitMs: number;
  /** Pages one client may have rendered a minute (its share in this process); past it, the shell. */
  rendersPerMinute: number;
  processes: number;
}

/** The two places the pages take in the app. */
export interface RenderedPages {
  /**
   * Early in the app, right after the security headers: a page kept for the current data version
   * (or a 304 for it) goes out before the app's other routes and middleware run; anything else
   * passes on. Only an address the page route answered is kept, so no route before it would have
   * answered that address.
   */
  kept: RequestHandler;
  /** The pages' own route, last: renders the page (and keeps it), or sends the client shell. */
  pages: RequestHandler;
}

/** Pages remembered as rendered with data that is not versioned (a query other than keptPageOperation's). */
const UNVERSIONED_PAGES = 10_000;

/**
 * The public pages rendered on the server (web/src/entry-server.tsx): content a crawler and a slow
 * phone read before any script runs. A page whose queries are all public reads of devices, notices
 * and links (keptPageOperation) is kept per URL and edition for their data version, with an ETag
 * from it (a revisit costs a 304); others are rendered on each request. Cold renders pass a gate
 * (`concurrency` at once, `maxWaiting` queued for `maxWaitMs` at most; a visitor who leaves while
 * queued is not rendered for) and a per-client budget; a page the gate or the budget turns away, or
 * whose rendering fails, goes out as the client-rendered shell (logged): never a 500.
 */
export function renderedPages(options: RenderedPagesOptions): RenderedPages {
  const template = renderedPageTemplate(options.template, options.stylesheetText);
  const gate = new SlotGate({ running: options.concurrency, waiting: options.maxWaiting, waitMs: options.maxWaitMs });
  const rendersOf = new WindowCounter(processShare(options.rendersPerMinute, options.processes), 60);
  const editionOf = (req: Request) => renderedEdition(req.path, req.headers.cookie);
  // The origin names the page in its canonical link (the request's host when PUBLIC_BASE_URL is not set).
  const keyOf = (req: Request, edition = editionOf(req)) =>
    `${edition}\n${options.originOf(req) ?? ''}\n${req.originalUrl}`;
  const kept = new PublicAnswerCache(options.keptBytes, keyOf);
  const answers = new KeptAnswers();
  const unversioned = new LRUCache<string, true>({ max: UNVERSIONED_PAGES });
  /** A page's version: its edition's and the data's (a kept page differs by edition, the data read does not). */
  const pageVersion = (edition: string, dataVersion: string) => `${edition}.${dataVersion}`;

  /** The kept page for `version`, or a 304 when the client holds it; false when it must be rendered. */
  const answerFromKept = (req: Request, res: Response, key: string, version: string): boolean => {
    markPublic(res, version, 0);
    if (holdsCurrentVersion(req, res)) {
      res.status(304).end();
      return true;
    }
    res.vary('Cookie');
    return kept.serve(req, res, version, key);
  };

  /**
   * Renders the page; false when it is left to the browser (signed in, turned away, failed), true
   * once answered (or once the visitor has left).
   * `dataVersion`: the data version a versioned page is read at (null for others).
   */
  const render = async (req: Request, res: Response, key: string, dataVersion: string | null): Promise<boolean> => {
    // A page turned away for a full line costs its client nothing of its budget.
    if (gate.full || rendersOf.hit(clientKey(req.ip ?? ''), Date.now()).limited) return false;
    const versioned = dataVersion !== null;
    const operations: boolean[] = [];
    const execute = options.executeFor(req, res);
    const executeKept = versioned ? answers.through(execute, dataVersion) : execute;
    const left = clientGoneSignal(res);
    const page = await gate
      .run(
        () =>
          options.render({
            url: req.originalUrl,
            cookies: req.headers.cookie,
            origin: options.originOf(req) ?? '',
            execute: (operation) => {
              const keptOperation = keptPageOperation(operation.query, operation.operationName);
              operations.push(keptOperation);
              return (keptOperation ? executeKept : execute)(operation);
            },
          }),
        { signal: left },
      )
      .catch((error: unknown) => {
        // Turned away (the shell goes out), or the visitor left while waiting (nobody to answer).
        if (error instanceof GateBusy || (left.aborted && error === left.reason)) return null;
        throw error;
      });
    if (!page) return left.aborted;
    if (page.kind === 'client') {
      if (page.status === undefined) unversioned.set(key, true);
      else res.locals.pageStatus = page.status;
      return false;
    }
    if (page.status !== 200 || !operations.every(Boolean)) {
      if (versioned) unversioned.set(key, true);
      markNoStore(res);
    }
    res.status(page.status);
    res.vary('Cookie');
    res.type('html').send(pageDocument(template, page));
    return true;
  };

  const keptFirst = async (req: Request, res: Response, next: NextFunction) => {
    try {
      // A browser's page request asks for HTML; other requests (GraphQL, /api, assets) pass at once.
      if ((req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html')) {
        const edition = editionOf(req);
        const key = keyOf(req, edition);
        const keptVersion = kept.keptVersion(key);
        if (keptVersion !== undefined && !unversioned.has(key)) {
          const version = pageVersion(edition, await options.version());
          if (keptVersion === version && answerFromKept(req, res, key, version)) return;
        }
      }
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'a kept page could not be looked up: the page route answers');
    }
    next();
  };

  const pages = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const edition = editionOf(req);
      const key = keyOf(req, edition);
      const dataVersion = unversioned.has(key) ? null : await options.version();
      if (dataVersion !== null) {
        const version = pageVersion(edition, dataVersion);
        if (answerFromKept(req, res, key, version)) return;
        kept.capture(req, res, version);
      } else {
        markNoStore(res);
      }
      if (await render(req, res, key, dataVersion)) return;
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'a page could not be rendered: it went out as the client shell');
    }
    markNoStore(res);
    res.removeHeader('Vary');
    options.shell(req, res, next);
  };

  return { kept: keptFirst, pages };
}
