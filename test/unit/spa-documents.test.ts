import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaDocuments, withPageMeta, type PageMeta } from '../../server/core/http/spa-documents.js';
import { REPOSITORY_ROOT } from '../helpers/source-files.js';
import { listenLocally, type LocalServer } from '../helpers/listen-locally.js';

/** Pages with their own title and description in these tests; meta reads are counted. */
const META: Record<string, PageMeta> = {
  '/cogenerations': { title: '一覧 | ポータル', description: '一覧の説明' },
  '/cogenerations/4': { title: '詳細（A&B "C" <D>） | ポータル', description: '「A&B」の<説明>' },
  '/nothing-here': { title: '見つかりません | ポータル', description: 'ありません', status: 404 },
};
let metaReads = 0;
const pageMeta = (urlPath: string) => {
  metaReads += 1;
  if (urlPath === '/cogenerations/5') return Promise.reject(new Error('connection refused'));
  if (urlPath === '/cogenerations/6') throw new Error('a source that throws at once');
  return Promise.resolve(META[urlPath] ?? null);
};

describe('withPageMeta', () => {
  it("puts a page's title and description in the document, escaped", () => {
    const html = withPageMeta(
      '<head><meta name="description" content="site" /><title>site</title></head>',
      META['/cogenerations/4']!,
    );
    expect(html).toBe(
      '<head><meta name="description" content="「A&amp;B」の&lt;説明&gt;" /><title>詳細（A&amp;B &quot;C&quot; &lt;D&gt;） | ポータル</title></head>',
    );
  });

  it("fits the portal's own index.html", () => {
    const html = withPageMeta(fs.readFileSync(path.join(REPOSITORY_ROOT, 'web/index.html'), 'utf8'), {
      title: '一覧 | ポータル',
      description: '一覧の説明',
    });
    expect(html).toContain('<title>一覧 | ポータル</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="一覧の説明"/);
  });

  it('refuses a document without the places to put them (a changed index.html), at start', () => {
    expect(() => withPageMeta('<head><title>site</title></head>', META['/cogenerations']!)).toThrow(
      'index.html has no <title> or meta description',
    );
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<head><title>site</title></head>');
    expect(() => spaDocuments(bare, () => null)).toThrow('index.html has no <title> or meta description');
    expect(() => spaDocuments(bare)).not.toThrow();
    fs.rmSync(bare, { recursive: true });
  });
});

describe('the SPA documents', () => {
  let dir: string;
  let base: string;
  let server: LocalServer;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-documents-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="ja"><head><meta\n  name="description"\n  content="サイトの説明" /><title>ポータル</title></head><body><div id="root"></div></body></html>',
    );
    const app = express();
    app.set('etag', false);
    app.get(/.*/, spaDocuments(dir, pageMeta));
    server = await listenLocally(app);
    base = server.url;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${base}${urlPath}`, { headers });

  it('names a page its meta source knows, and keeps the document made', async () => {
    const detail = await (await get('/cogenerations/4')).text();
    expect(detail).toContain('<title>詳細（A&amp;B &quot;C&quot; &lt;D&gt;） | ポータル</title>');
    expect(detail).toContain('content="「A&amp;B」の&lt;説明&gt;"');
    const list = await get('/cogenerations', { 'accept-encoding': 'br' });
    expect(list.headers.get('content-encoding')).toBe('br');
    const text = await list.text();
    expect(text).toContain('<title>一覧 | ポータル</title>');
    // Same page, same document: the same ETag, so a browser's revalidation still gets a 304.
    const again = await get('/cogenerations', { 'accept-encoding': 'br' });
    expect(again.headers.get('etag')).toBe(list.headers.get('etag'));
    const reads = metaReads;
    await get('/house');
    expect(metaReads).toBe(reads + 1);
    expect(await (await get('/house')).text()).toContain('<title>ポータル</title>');
  });

  it('sends the built document when the meta source fails (the database away)', async () => {
    for (const failing of ['/cogenerations/5', '/cogenerations/6']) {
      const res = await get(failing);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>ポータル</title>');
    }
  });

  it('sends a page its meta source says is not found with 404, the document still the SPA, never as a 304', async () => {
    const res = await get('/nothing-here', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    const text = await res.text();
    expect(text).toContain('<title>見つかりません | ポータル</title>');
    expect(text).toContain('<div id="root"></div>');
    const revalidate = {
      'accept-encoding': 'br',
      'if-none-match': res.headers.get('etag')!,
      'cache-control': 'max-age=0',
    };
    expect((await get('/nothing-here', revalidate)).status).toBe(404);
  });

  it('sends brotli or gzip as accepted, revalidated by an ETag per variant', async () => {
    const br = await get('/cogenerations', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const gzip = await get('/cogenerations', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes it.
    expect(await gzip.text()).toContain('<title>一覧 | ポータル</title>');

    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates; fetch would otherwise add `Cache-Control: no-cache` (a hard reload).
    const revalidate = { 'accept-encoding': 'gzip, br', 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await get('/cogenerations', revalidate)).status).toBe(304);
    expect((await get('/house', revalidate)).status).toBe(200);
    expect((await get('/cogenerations', { ...revalidate, 'cache-control': 'no-cache' })).status).toBe(200);
  });
});
