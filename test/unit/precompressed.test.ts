import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtFilesOnly, negotiateEncoding, precompressedStatic } from '../../server/core/http/precompressed.js';
import { spaDocuments } from '../../server/core/http/spa-documents.js';
import { listenLocally, type LocalServer } from '../helpers/listen-locally.js';

describe('negotiateEncoding', () => {
  const both = new Set(['br', 'gzip']);
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*', both, 'br'],
    ['identity', both, null],
    [undefined, both, null],
    ['br', new Set(['gzip']), null],
  ])('%j with %j → %j', (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});

describe('precompressed SPA files', () => {
  let dir: string;
  let base: string;
  let server: LocalServer;
  const script = 'console.log("あいうえお");'.repeat(200);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>t</title>${'<p>内容</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'tiny.txt'), 'x');
    execFileSync(process.execPath, ['web/build/precompress.mjs', dir]);
    const app = express();
    app.use(precompressedStatic(dir));
    app.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(builtFilesOnly(dir, express.static(dir, { index: false, maxAge: 0 })));
    app.get(/.*/, spaDocuments(dir));
    server = await listenLocally(app);
    base = server.url;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const raw = (urlPath: string, acceptEncoding?: string) =>
    fetch(`${base}${urlPath}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }).then(
      async (res) => ({ res, body: Buffer.from(await res.arrayBuffer()) }),
    );

  it('the build step writes .br and .gz beside text files, not beside tiny ones', () => {
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
  });

  it('sends brotli to a browser that accepts it, with the script type, immutable caching and Vary', async () => {
    const res = await fetch(`${base}/assets/index-abc.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBe(
      fs.statSync(path.join(dir, 'assets', 'index-abc.js.br')).size,
    );
    expect(await res.text()).toBe(script);
  });

  it('sends gzip when only gzip is accepted, the original bytes when nothing is', async () => {
    const gz = await fetch(`${base}/assets/index-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await raw('/assets/index-abc.js', 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  });

  it('compresses the SPA fallback (index.html under any route)', async () => {
    const res = await fetch(`${base}/house`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>t</title>');
  });

  it('a path whose percent-encoding is malformed is no asset: the SPA answers it, not a 500', async () => {
    for (const urlPath of ['/%', '/%E0%A4%A', '/house/links/categories/%ZZ']) {
      const res = await fetch(`${base}${urlPath}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, urlPath).toBeLessThan(500);
      expect(res.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
    }
  });

  it("serves the build's own files, and looks up no page's address on disk", async () => {
    const stat = vi.spyOn(fs, 'stat');
    try {
      const file = await raw('/tiny.txt');
      expect(file.res.status).toBe(200);
      expect(file.body.toString()).toBe('x');
      expect(stat.mock.calls.map(([file]) => path.basename(String(file)))).toEqual(['tiny.txt']);
      stat.mockClear();
      const page = await fetch(`${base}/electric_heat_pumps/4`);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('<title>t</title>');
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });
});
