import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import { expressMiddleware } from '@as-integrations/express5';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Services } from './services.js';
import type { RequestContext } from '../core/context.js';
import { armorValidationRules, createApolloServer } from '../core/graphql/apollo.js';
import { compiledPublicQueries } from '../core/graphql/compiled-public-queries.js';
import { buildGraphqlSchema, createResolverContainer } from './graphql.js';
import { explorerRoutes } from '../core/graphql/explorer.js';
import { publicGraphqlCache } from '../core/graphql/public-query-cache.js';
import { apiRouter, noStore } from './api-router.js';
import { restErrorHandler } from '../core/rest/error-handler.js';
import { requestContextMiddleware } from '../core/request-context.js';
import { createXsrf } from '../core/security/xsrf.js';
import { graphqlRateLimitBody, rateLimit } from '../core/rate-limit/rate-limit.js';
import { accessLog, requestIdScope } from '../core/ops/access-log.js';
import { healthRouter } from '../core/ops/health.js';
import { sitePages, siteRoutes, type RenderedPages } from '../modules/site/index.js';
import type { ApolloServer } from '@apollo/server';
import { builtFilesOnly, precompressedStatic } from '../core/http/precompressed.js';
import { associationRedirect } from '../core/http/association-redirect.js';
import { jsonBody } from '../core/http/json-body.js';
import { Lifecycle } from '../core/ops/lifecycle.js';
import type { Metrics } from '../core/ops/metrics.js';
import type { TransformOptions } from 'node:stream';

/**
 * The compressor takes 256 KiB of a streamed answer (a whole-category CSV) before it asks the writer
 * to wait: the next rows are encoded while zlib compresses the last ones, where at the stream
 * default (16 KiB) the two took turns. Short answers are written whole and never wait.
 */
const STREAMED_ANSWER_BUFFER = { writableHighWaterMark: 256 * 1024 };

/** brotli (quality 4) or gzip for dynamic text answers over 1 KiB: JSON, GraphQL, CSV, sitemaps. */
const COMPRESSION: compression.CompressionOptions &
  TransformOptions & { brotli: compression.CompressionOptions['brotli'] & TransformOptions } = {
  threshold: 1024,
  ...STREAMED_ANSWER_BUFFER,
  brotli: { ...STREAMED_ANSWER_BUFFER },
};

export interface AppDeps {
  config: Config;
  orm: MikroORM;
  services: Services;
  xsrfKey: Buffer;
  /** Folder of the built SPA; served with a history fallback when it exists. */
  webDir?: string;
  /** Serving state shared with main.ts's shutdown (readiness, Connection: close). */
  lifecycle?: Lifecycle;
  /** Prometheus metrics (METRICS_PORT): every request the access log writes is counted there too. */
  metrics?: Metrics;
}

export interface App {
  app: Express;
  stop: () => Promise<void>;
}

/** The Express app without listen(), so tests drive it directly. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Public answers carry a validator from their data version (core/http/public-cache.ts); hashing
  // every other body for an ETag nobody revalidates (they are no-store) is wasted CPU.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const schema = await buildGraphqlSchema(createResolverContainer(deps.services));
  const apollo = createApolloServer(schema);
  await apollo.start();
  const pages = await sitePagesOf(deps, apollo);

  app.use(accessLog(deps.metrics?.observe), requestIdScope, lifecycle.connectionClose);
  app.use(healthRouter(deps.orm, lifecycle));
  app.use(helmet({ contentSecurityPolicy: { directives: cspDirectives(servedOverHttps(config)) } }));
  // A public page or public GraphQL answer kept for the current data version goes out here, past
  // nothing it does not need (a kept answer is already compressed); the rest goes on.
  if (pages) app.use(pages.kept);
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.cookies = req.headers.cookie ? (parseCookies(req.headers.cookie) as Record<string, string>) : {};
    // Express 5's req.query parses the query string again on every read (a public GraphQL GET read
    // it six times, a kilobyte of escaped text each): parsed once here, it stays the request's own.
    Object.defineProperty(req, 'query', { value: req.query, writable: true, configurable: true, enumerable: true });
    next();
  });
  const publicVersion = deps.services.publicVersion;
  app.use(
    '/graphql',
    noStore,
    // The version is one read on the shared pool (none while LISTEN keeps it): no entity manager of its own.
    publicGraphqlCache(() => publicVersion.ofAll(deps.orm.em), deps.services.publicAnswers),
    rateLimit({
      bucket: 'graphql',
      limit: config.graphqlRateLimitPerMinute,
      processes: config.processCount,
      body: graphqlRateLimitBody,
      now: () => deps.services.clock.now(),
    }),
  );
  // Built assets and kept public answers arrive already encoded and pass through untouched.
  app.use(compression(COMPRESSION));
  app.use(siteRoutes(deps.orm, config, deps.services.siteMap));

  const xsrf = createXsrf(deps.xsrfKey);
  const withContext = requestContextMiddleware(deps.orm, deps.services.sessions);

  app.use(explorerRoutes(deps.webDir));
  app.use(
    '/graphql',
    // multipart uploads: XSRF is checked before the upload is read
    (req: Request, res: Response, next: NextFunction) =>
      req.is('multipart/form-data') ? xsrf.verifyMiddleware(req, res, next) : next(),
    graphqlUploadExpress({ maxFileSize: config.uploadMaxBytes, maxFiles: 1 }),
    ...jsonBody(config.jsonBodyLimit),
    xsrf.verifyGraphqlMiddleware,
    // Body parsers resume in the socket's async context: enter the request's log scope again.
    requestIdScope,
    withContext,
    compiledPublicQueries(schema, armorValidationRules),
    expressMiddleware(apollo, { context: async ({ res }) => res.locals.ctx as RequestContext }),
  );
  app.get('/api/xsrf_token', xsrf.tokenRoute);
  app.use(
    '/api',
    noStore,
    xsrf.handOutMiddleware,
    xsrf.verifyMiddleware,
    withContext,
    apiRouter(config, deps.services),
  );

  if (pages && deps.webDir) serveSpa(app, deps.webDir, pages.pages);
  // What nothing answered (another method on a page's address, or no web build): Express's own
  // answer is an English HTML page.
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'ページが見つかりません' });
  });
  app.use(restErrorHandler);

  return { app, stop: () => apollo.stop() };
}

/** The site's pages when there is a web build to serve (tests without one have none). */
async function sitePagesOf(deps: AppDeps, apollo: ApolloServer<RequestContext>): Promise<RenderedPages | null> {
  if (!deps.webDir || !fs.existsSync(path.join(deps.webDir, 'index.html'))) return null;
  return sitePages({
    webDir: deps.webDir,
    config: deps.config,
    orm: deps.orm,
    apollo,
    sessionCookie: deps.services.sessions.cookie,
    publicVersion: deps.services.publicVersion,
  });
}

function serveSpa(app: Express, webDir: string, pages: RequestHandler): void {
  const toAssociation = associationRedirect(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  if (toAssociation) app.get(['/', '/top'], toAssociation);
  app.use(precompressedStatic(webDir));
  app.use(
    '/assets',
    express.static(path.join(webDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(builtFilesOnly(webDir, express.static(webDir, { index: false, maxAge: 0 })));
  app.get(/.*/, pages);
}

/** Behind a TLS proxy, or with an https public address: only then may the browser be told to upgrade. */
function servedOverHttps(config: Config): boolean {
  return config.trustProxy !== false || (config.publicBaseUrl?.startsWith('https://') ?? false);
}

function cspDirectives(https: boolean) {
  const analytics = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    connectSrc: ["'self'", ...analytics],
    imgSrc: ["'self'", 'data:', ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    // Over plain http (npm start on a LAN address) an upgrade would break every asset request.
    upgradeInsecureRequests: https ? [] : null,
  };
}
