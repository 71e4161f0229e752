import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { WIDE_SCREEN_QUERY } from '../../rules/screen-width.js';
import { LRUCache } from 'lru-cache';
import { escapeMarkup } from './escape-markup.js';
import { negotiateEncoding } from './precompressed.js';

/** A page the SPA loads lazily: the paths that open it and its route module (relative to web/). */
export interface LazyPage {
  path: RegExp;
  module: string;
  /**
   * A module the page loads lazily too, but before it first renders on a screen wider than a phone
   * (a search form a phone shows folded): its document preloads it for wide screens only.
   */
  wideScreenModule?: string;
}

/** The part of Vite's build manifest (build.manifest) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The scripts a lazy page needs beyond those index.html loads: its chunk and the chunks it imports,
 * transitively. Without them in the document, the browser learns of them only once the entry has
 * run and the router asks for the page: one more round trip before a visitor sees it.
 */
export function pageScripts(manifest: ViteManifest, module: string): string[] {
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded);
  const needed = new Set<string>();
  collect(module, needed);
  return [...needed].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The document with `scripts` preloaded, and `wideScreenScripts` preloaded where WIDE_SCREEN_QUERY matches. */
export function withModulePreloads(html: string, scripts: string[], wideScreenScripts: string[] = []): string {
  const link = (script: string, media = '') => `<link rel="modulepreload" crossorigin href="${script}"${media}>`;
  const links = [
    ...scripts.map((script) => link(script)),
    ...wideScreenScripts.map((script) => link(script, ` media="${WIDE_SCREEN_QUERY}"`)),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** The scripts a page's document preloads: for every screen, and for wide screens only. */
function pagePreloads(manifest: ViteManifest, page: LazyPage): { scripts: string[]; wideScreenScripts: string[] } {
  const scripts = pageScripts(manifest, page.module);
  const wide = page.wideScreenModule ? pageScripts(manifest, page.wideScreenModule) : [];
  return { scripts, wideScreenScripts: wide.filter((script) => !scripts.includes(script)) };
}

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

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

function assertMetaPlaces(html: string): void {
  if (!TITLE.test(html) || !DESCRIPTION.test(html)) throw new Error('index.html has no <title> or meta description');
}

/** The document with the page's own title and description in place of the site's. */
export function withPageMeta(html: string, meta: PageMeta): string {
  assertMetaPlaces(html);
  return html
    .replace(TITLE, () => `<title>${escapeMarkup(meta.title)}</title>`)
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
 * index.html for every SPA path, from memory: as built, or for a lazy page with its scripts
 * preloaded. Built once at start from the build's index.html and manifest (no manifest: no
 * preloads), so a new build of the web is served from the next start, like new server code.
 * With `meta`, a page it names gets its own title and description (link previews, crawlers that
 * run no scripts); those documents are kept in a bounded cache, and one it says the SPA will show
 * as not found goes out with 404. A meta source that fails leaves the page its built document.
 */
export function spaDocuments(webDir: string, pages: readonly LazyPage[], meta?: PageMetaSource) {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // At start, not on a visitor's request: a build without the places for them cannot serve pages.
  if (meta) assertMetaPlaces(html);
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  const plain = { html, encoded: encode(html) };
  const documentKey = (page: LazyPage) => `${page.module} ${page.wideScreenModule ?? ''}`;
  const byPage = new Map<string, { html: string; encoded: EncodedDocument }>();
  // Several paths share their modules (the five categories' lists): one document each.
  for (const page of pages) {
    if (!manifest || byPage.has(documentKey(page))) continue;
    const { scripts, wideScreenScripts } = pagePreloads(manifest, page);
    if (scripts.length + wideScreenScripts.length === 0) continue;
    const preloaded = withModulePreloads(html, scripts, wideScreenScripts);
    byPage.set(documentKey(page), { html: preloaded, encoded: encode(preloaded) });
  }
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
    const page = pages.find((candidate) => candidate.path.test(path));
    const built = (page && byPage.get(documentKey(page))) ?? plain;
    const pageMeta = await metaOf(path, client);
    if (!pageMeta) return { document: built.encoded, status: 200 };
    const key = `${page ? documentKey(page) : ''}\n${pageMeta.title}\n${pageMeta.description}`;
    let document = withMeta.get(key);
    if (!document) withMeta.set(key, (document = encode(withPageMeta(built.html, pageMeta), true)));
    return { document, status: pageMeta.status ?? 200 };
  };

  return async (req: Request, res: Response) => {
    const { document, status } = await documentFor(req.path, () => req.ip ?? '');
    res.status(status);
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
