import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationRedirect, builtAssociationUrl } from '../../server/core/http/association-redirect.js';
import { listenLocally, type LocalServer } from '../helpers/listen-locally.js';

const html = (head: string) => `<!doctype html><html lang="ja"><head>${head}<title>ポータル</title></head></html>`;

describe('/ and /top lead to the association site the web build names', () => {
  let server: LocalServer;
  beforeAll(async () => {
    const app = express();
    app.get(
      ['/', '/top'],
      associationRedirect(html('<link rel="home" href="https://www.example.or.jp/?a=1&amp;b=2">'))!,
    );
    app.get(/.*/, (_req, res) => void res.send('spa'));
    server = await listenLocally(app);
  });
  afterAll(() => server.close());

  it('redirects both paths, with or without a trailing slash, and nothing else', async () => {
    for (const path of ['/', '/top', '/top/']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        302,
        'https://www.example.or.jp/?a=1&b=2',
      ]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    }
    expect(await (await fetch(`${server.url}/house`)).text()).toBe('spa');
  });

  it('leaves them to the SPA for a build without the link, or with one to anything but http(s)', () => {
    expect(associationRedirect(html(''))).toBeNull();
    expect(associationRedirect(html('<link rel="home" href="javascript:alert(1)">'))).toBeNull();
  });
});

describe("the association's site the mails name", () => {
  it("is the web build's home link, and none without a build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'association-'));
    try {
      expect(builtAssociationUrl(dir)).toBeUndefined();
      fs.writeFileSync(path.join(dir, 'index.html'), html('<link rel="home" href="https://assoc.example.or.jp/">'));
      expect(builtAssociationUrl(dir)).toBe('https://assoc.example.or.jp/');
      fs.writeFileSync(path.join(dir, 'index.html'), html(''));
      expect(builtAssociationUrl(dir)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
