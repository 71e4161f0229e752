// The portal's app as production runs it (tsc output under dist/, plain node, no TypeScript loader),
// built with createApp like server/main.ts, plus two bench-only routes: GET /__bench/queries (SQL
// statements sent so far) and GET /__bench/capture?path=… (the statements one request sends, in
// PostgreSQL's $n form, for the raw floor to replay). Prints "listening <port>".
import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../../dist/server/composition/app.js';
import { loadConfig } from '../../../dist/server/config.js';
import { ormOptions } from '../../../dist/server/composition/orm-options.js';
import { SecretBox } from '../../../dist/server/core/security/secret-box.js';
import { createServices } from '../../../dist/server/composition/services.js';

const key = Buffer.alloc(32, 3).toString('base64');
const orm = await MikroORM.init(ormOptions(process.env.DATABASE_URL, { pool: { min: 2, max: 10 } }));
// The bench measures throughput; the per-client limits (one loopback client here) would stop it.
// SEARCHES_PER_CLIENT, when set, is kept (a measurement of the limit itself).
const config = loadConfig({
  env: 'production',
  appKey: key,
  graphqlRateLimitPerMinute: 1_000_000_000,
  ...(process.env.SEARCHES_PER_CLIENT ? {} : { searchesPerClient: 1_000_000_000 }),
});
const services = createServices({ config, secretBox: SecretBox.fromString(key) });
// BENCH_WEB_DIR: the built web (dist/web), for the server-rendered pages.
const webDir = process.env.BENCH_WEB_DIR;
const { app } = await createApp({ config, orm, services, xsrfKey: Buffer.alloc(32, 4), webDir });
await services.publicVersion.watch(process.env.DATABASE_URL);

const knex = orm.em.getConnection().getKnex();
let queries = 0;
// The statements of the request being captured only: a background job's statements (the mail
// outbox, rate-limit flushes) sent meanwhile run in no request, or in another one.
const capture = new AsyncLocalStorage();
knex.on('query', (query) => {
  queries += 1;
  capture.getStore()?.push({ sql: knex.client.positionBindings(query.sql), bindings: query.bindings ?? [] });
});
const CAPTURE_HEADER = 'x-bench-capture';
/** Statements by the captured request's URL. */
const captured = new Map();
// Answered before the app: its last handler answers every other path with the 404 page.
async function benchRoute(url, res) {
  const json = (status, body) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname === '/__bench/queries') return json(200, { queries });
  const path = url.searchParams.get('path');
  const answer = await fetch(`http://127.0.0.1:${server.address().port}${path}`, {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true', [CAPTURE_HEADER]: '1' },
  });
  await answer.arrayBuffer();
  const statements = captured.get(path) ?? [];
  captured.delete(path);
  if (!answer.ok || statements.length === 0) json(500, { error: `${path}: ${answer.status}, no SQL` });
  else json(200, { statements });
}
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/__bench/')) return void benchRoute(new URL(req.url, 'http://bench'), res);
  if (!req.headers[CAPTURE_HEADER]) return app(req, res);
  const statements = [];
  captured.set(req.url, statements);
  capture.run(statements, () => app(req, res));
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void orm.close(true).then(() => process.exit(0));
});
