import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';

/**
 * The self-hosted GraphiQL (web/src/graphiql, built into <webDir>/graphiql by `npm run build:web`):
 * GET /graphql from a browser (Accept prefers text/html) gets the explorer page; tools asking for
 * JSON, and every POST, go on to Apollo. Without a build the page answers a plain 404 that says
 * how to make one.
 */
export function explorerRoutes(webDir: string | undefined): Router {
  const router = Router();
  const dir = webDir ? path.join(webDir, 'graphiql') : null;
  if (dir)
    router.use(
      '/graphiql/assets',
      express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
  router.get('/graphql', (req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    if (!wantsPage || req.query.query !== undefined) {
      next();
      return;
    }
    const page = dir ? path.join(dir, 'index.html') : null;
    if (!page || !fs.existsSync(page)) {
      res.status(404).type('text/plain').send('The API explorer (GraphiQL) is not built: run npm run build\n');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  return router;
}
