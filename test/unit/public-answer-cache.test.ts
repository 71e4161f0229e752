import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicAnswerCache } from '../../server/core/http/public-answer-cache.js';

/** An app whose /n/:bytes answers that many bytes of text once per version, then from the cache. */
async function serving(cache: PublicAnswerCache) {
  const ran: string[] = [];
  const app = express();
  app.get('/n/:bytes', (req, res) => {
    if (cache.serve(req, res, 'v1')) return;
    cache.capture(req, res, 'v1');
    ran.push(req.params.bytes);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.type('text/plain').send('x'.repeat(Number(req.params.bytes)));
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, encoding = 'identity') => {
    const res = await fetch(origin + path, { headers: { 'accept-encoding': encoding } });
    await res.arrayBuffer();
    return res.headers.get('content-encoding');
  };
  return { ran, get };
}

const servers: ReturnType<ReturnType<typeof express>['listen']>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

describe('PublicAnswerCache', () => {
  it('answers a repeated read from memory, compressed on demand', async () => {
    const { ran, get } = await serving(new PublicAnswerCache(1024 * 1024));
    expect(await get('/n/1000')).toBeNull();
    expect(await get('/n/1000', 'br')).toBe('br');
    expect(await get('/n/1000', 'gzip')).toBe('gzip');
    expect(ran).toEqual(['1000']);
  });

  it('counts compressed variants against its bytes, the least recently used answer going first', async () => {
    // 2,000 + 1,999 identity bytes fit in 4,010; a gzip variant (a few dozen bytes) pushes the other out.
    const { ran, get } = await serving(new PublicAnswerCache(4010));
    await get('/n/2000');
    await get('/n/1999');
    await get('/n/2000');
    expect(ran).toEqual(['2000', '1999']);
    await get('/n/1999', 'gzip');
    await get('/n/1999');
    await get('/n/2000');
    expect(ran).toEqual(['2000', '1999', '2000']);
  });

  it('does not keep an answer heavier than its budget, and keeps the others', async () => {
    const { ran, get } = await serving(new PublicAnswerCache(3000));
    await get('/n/1000');
    await get('/n/3001');
    await get('/n/3001');
    await get('/n/1000');
    expect(ran).toEqual(['1000', '3001', '3001']);
  });

  it('keeps an empty answer', async () => {
    const { ran, get } = await serving(new PublicAnswerCache(1024));
    await get('/n/0');
    await get('/n/0');
    expect(ran).toEqual(['0']);
  });

  it('keeps nothing at 0 bytes', async () => {
    const { ran, get } = await serving(new PublicAnswerCache(0));
    await get('/n/10');
    await get('/n/10');
    expect(ran).toEqual(['10', '10']);
  });
});

describe('PublicAnswerCache keeps an answer as it went out', () => {
  async function answering(type: string | null, body: string) {
    const cache = new PublicAnswerCache(1024 * 1024);
    const app = express();
    app.get('/', (req, res) => {
      if (cache.serve(req, res, 'v1')) return;
      cache.capture(req, res, 'v1');
      res.setHeader('Cache-Control', 'public, max-age=60');
      if (type) res.setHeader('Content-Type', type);
      res.send(body);
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return async () => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      return {
        type: res.headers.get('content-type'),
        length: res.headers.get('content-length'),
        body: Buffer.from(await res.arrayBuffer()).toString('hex'),
      };
    };
  }

  it.each([
    ['a type naming UTF-8', 'text/html; charset=utf-8', 'text/html; charset=utf-8'],
    ['a type without a charset', 'text/csv', 'text/csv; charset=utf-8'],
    ['no type', null, 'text/html; charset=utf-8'],
  ])('sends the same bytes and type fresh and kept: %s', async (_name, type, sentType) => {
    const get = await answering(type, '登録情報ポータル'.repeat(200));
    const fresh = await get();
    expect(fresh.type).toBe(sentType);
    expect(Buffer.from(fresh.body, 'hex').toString('utf8')).toBe('登録情報ポータル'.repeat(200));
    expect(await get()).toEqual(fresh);
  });
});
