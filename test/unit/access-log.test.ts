import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessLog, requestIdScope } from '../../server/core/ops/access-log.js';
import { logger } from '../../server/core/logger.js';
import { listenLocally } from '../helpers/listen-locally.js';

let baseUrl = '';
let close: () => Promise<void> = async () => undefined;
const level = logger.level;
const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
/** Resolved when /never has the request. */
let neverReached = deferred();

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

beforeAll(async () => {
  logger.level = 'info';
  for (const name of ['info', 'warn', 'error'] as const) {
    vi.spyOn(logger, name).mockImplementation(((object: Record<string, unknown>, message: string) => {
      lines.push({ level: name, object, message });
    }) as never);
  }
  const app = express();
  app.use(accessLog(), requestIdScope);
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({}));
  // Never answers; says when it has the request, so a test can go away while it is in flight.
  app.get('/never', () => void neverReached.resolve());
  ({ url: baseUrl, close } = await listenLocally(app));
});
afterAll(async () => {
  await close();
  vi.restoreAllMocks();
  logger.level = level;
});
beforeEach(() => {
  lines.length = 0;
});

/** The lines written so far, once the server has had a moment to see the request end. */
async function written(count: number) {
  await vi.waitFor(() => expect(lines).toHaveLength(count));
  return lines;
}

describe('the access log middleware', () => {
  it('writes one line when the answer is finished: method, path without the query, client address, status, ms and the id sent back', async () => {
    const response = await fetch(`${baseUrl}/ok?token=secret-reset-token`);
    const [line] = await written(1);
    expect(line).toMatchObject({
      level: 'info',
      object: {
        reqId: response.headers.get('x-request-id'),
        req: { method: 'GET', path: '/ok', ip: expect.stringMatching(/127\.0\.0\.1$/) },
        res: { status: 200 },
      },
      message: expect.stringMatching(/^GET \/ok 200 \d+ms$/),
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
  });

  it('writes 4xx at warn, keeps an id a proxy sent when it looks like one, and replaces one that does not', async () => {
    const kept = await fetch(`${baseUrl}/missing`, { headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd');
    const replaced = await fetch(`${baseUrl}/ok`, { headers: { 'x-request-id': 'bad id\u00e9' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const [missing, ok] = await written(2);
    expect(missing).toMatchObject({ level: 'warn', object: { reqId: 'edge-1234abcd', res: { status: 404 } } });
    expect(ok!.object.reqId).toBe(replaced.headers.get('x-request-id'));
  });

  it('does not log health probes', async () => {
    await fetch(`${baseUrl}/healthz`);
    await fetch(`${baseUrl}/ok`);
    const [only] = await written(1);
    expect(only!.object.req).toMatchObject({ method: 'GET', path: '/ok' });
  });

  it('writes one warn line when the client goes away before the answer', async () => {
    const controller = new AbortController();
    neverReached = deferred();
    const request = fetch(`${baseUrl}/never`, { signal: controller.signal }).catch(() => undefined);
    await neverReached.promise;
    controller.abort();
    await request;
    const [line] = await written(1);
    expect(line).toMatchObject({
      level: 'warn',
      object: { req: { method: 'GET', path: '/never' } },
      message: expect.stringMatching(/^GET \/never aborted after \d+ms$/),
    });
  });
});
