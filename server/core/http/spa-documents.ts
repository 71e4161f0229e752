import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { WIDE_SCREEN_QUERY } from '../../rules/screen-width.js';
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

type Encoding = 'identity' | 'br' | 'gzip';
type EncodedDocument = Record<Encoding, { body: Buffer; etag: string }>;

const withEtag = (body: Buffer) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` });

const encode = (html: string): EncodedDocument => {
  const identity = Buffer.from(html);
  return {
    identity: withEtag(identity),
    br: withEtag(zlib.brotliCompressSync(identity)),
    gzip: withEtag(zlib.gzipSync(identity, { level: 9 })),
  };
};

/**
 * index.html for every SPA path, from memory: as built, or for a lazy page with its scripts
 * preloaded. Built once at start from the build's index.html and manifest (no manifest: no
 * preloads), so a new build of the web is served from the next start, like new server code.
 */
export function spaDocuments(webDir: string, pages: readonly LazyPage[]) {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  const plain = encode(html);
  const documentKey = (page: LazyPage) => `${page.module} ${page.wideScreenModule ?? ''}`;
  const byPage = new Map<string, EncodedDocument>();
  // Several paths share their modules (the five categories' lists): one document each.
  for (const page of pages) {
    if (!manifest || byPage.has(documentKey(page))) continue;
    const { scripts, wideScreenScripts } = pagePreloads(manifest, page);
    if (scripts.length + wideScreenScripts.length > 0)
      byPage.set(documentKey(page), encode(withModulePreloads(html, scripts, wideScreenScripts)));
  }
  const available = new Set(['br', 'gzip']);

  return (req: Request, res: Response) => {
    const page = pages.find((candidate) => candidate.path.test(req.path));
    const document = (page && byPage.get(documentKey(page))) ?? plain;
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available) as Encoding | null;
    const { body, etag } = document[encoding ?? 'identity'];
    res.vary('Accept-Encoding');
    // Revalidated on every visit, so a release is seen at once; unchanged, that costs a 304.
    res.set({ 'Cache-Control': 'no-cache', ETag: etag });
    if (req.fresh) return void res.status(304).end();
    if (encoding) res.set('Content-Encoding', encoding);
    res.type('html').send(body);
  };
}
