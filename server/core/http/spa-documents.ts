import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { escapeMarkup } from './escape-markup.js';
import { negotiateEncoding } from './precompressed.js';

/**
 * What a page's document says of it before its scripts run: its title and its description, and
 * 404 for a page the SPA will show as not found.
 */
export interface PageMeta {
  title: string;
  description: string;
  status?: 404;
}

/**
 * The meta of the page at a path asked for by a client (its IP, computed only when a read needs
 * it), or null for the built document's own.
 */
export type PageMetaSource = (path: string, client: () => string) => PageMeta | null | Promise<PageMeta | null>;

/** The document's <title> element. */
export const DOCUMENT_TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

/** Checked at start: a build of index.html without a title and a description cannot name pages. */
export function assertMetaPlaces(html: string): void {
  if (!DOCUMENT_TITLE.test(html) || !DESCRIPTION.test(html))
    throw new Error('index.html has no <title> or meta description');
}

/** The document with the page's own title and description in place of the site's. */
export function withPageMeta(html: string, meta: PageMeta): string {
  assertMetaPlaces(html);
  return html
    .replace(DOCUMENT_TITLE, () => `<title>${escapeMarkup(meta.title)}</title>`)
    .replace(DESCRIPTION, (_, open: string, close: string) => `${open}${escapeMarkup(meta.description)}${close}`);
}

type Encoding = 'identity' | 'br' | 'gzip';
type EncodedDocument = Record<Encoding, { body: Buffer; etag: string }>;

const withEtag = (body: Buffer) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` });

/** Built once at start with the best compression; `fast` for documents made while a visitor waits. */
const encode = (html: string, fast = false): EncodedDocument => {
  const identity = Buffer.from(html);
  return {
    identity: withEtag(identity),
    br: withEtag(
      zlib.brotliCompressSync(identity, fast ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } : {}),
    ),
    gzip: withEtag(zlib.gzipSync(identity, { level: fast ? 6 : 9 })),
  };
};

/** Documents with a page's own meta kept at once (about 3 KB each, its three encodings). */
const META_DOCUMENTS = 512;

/**
 * index.html for every path the browser renders on its own (signed-in screens, and every page
 * when the server cannot render it), from memory: read once at start, so a new build of the web is
 * served from the next start, like new server code. With `meta`, a page it names gets its own
 * title and description; those documents are kept in a bounded cache, and one it says is not
 * found goes out with 404. A meta source that fails leaves the page the built document.
 */
export function spaDocuments(webDir: string, meta?: PageMetaSource) {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // At start, not on a visitor's request: a build without the places for them cannot serve pages.
  if (meta) assertMetaPlaces(html);
  const plain = { html, encoded: encode(html) };
  const withMeta = new LRUCache<string, EncodedDocument>({ max: META_DOCUMENTS });
  const available = new Set(['br', 'gzip']);

  /** A failed read (the database away) leaves the page the built document: the site's own meta. */
  const metaOf = async (path: string, client: () => string): Promise<PageMeta | null> => {
    try {
      return meta ? await meta(path, client) : null;
    } catch {
      return null;
    }
  };

  const documentFor = async (
    path: string,
    client: () => string,
  ): Promise<{ document: EncodedDocument; status: number }> => {
    const pageMeta = await metaOf(path, client);
    if (!pageMeta) return { document: plain.encoded, status: 200 };
    const key = `${pageMeta.title}\n${pageMeta.description}`;
    let document = withMeta.get(key);
    if (!document) withMeta.set(key, (document = encode(withPageMeta(plain.html, pageMeta), true)));
    return { document, status: pageMeta.status ?? 200 };
  };

  return async (req: Request, res: Response) => {
    const { document, status } = await documentFor(req.path, () => req.ip ?? '');
    // A page whose render found its status (a device nobody may see) keeps it.
    res.status((res.locals.pageStatus as number | undefined) ?? status);
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available) as Encoding | null;
    const { body, etag } = document[encoding ?? 'identity'];
    res.vary('Accept-Encoding');
    // Revalidated on every visit, so a release is seen at once; unchanged, that costs a 304 (never
    // for a 404: Express counts only a success as fresh).
    res.set({ 'Cache-Control': 'no-cache', ETag: etag });
    if (req.fresh) return void res.status(304).end();
    if (encoding) res.set('Content-Encoding', encoding);
    res.type('html').send(body);
  };
}
