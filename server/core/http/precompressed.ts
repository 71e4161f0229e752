import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Every file under `dir` as a URL path ('/assets/index-x.js', '/favicon.ico'). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** The files under `dir` that have precompressed siblings, as URL paths, with their encodings. */
function precompressedPaths(dir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of filesUnder(dir))
    for (const { name, suffix } of ENCODINGS) {
      if (!file.endsWith(suffix)) continue;
      const urlPath = file.slice(0, -suffix.length);
      found.set(urlPath, (found.get(urlPath) ?? new Set()).add(name));
    }
  return found;
}

/** The best encoding the client accepts among those we have (brotli first); q=0 refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: ReadonlySet<string>): string | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (token) accepted.set(token, q === undefined ? 1 : Number(q));
  }
  for (const { name } of ENCODINGS) {
    const q = accepted.get(name) ?? accepted.get('*');
    if (available.has(name) && q !== undefined && q > 0) return name;
  }
  return null;
}

/** The path decoded, or null when its percent-encoding is malformed (`/%`): not an asset then. */
function decodedPath(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Middleware before express.static: serves the .br/.gz files the build wrote beside the SPA's assets
 * (web/build/precompress.mjs) when the client accepts them. The request is rewritten to the
 * compressed sibling with the original's Content-Type and `Vary: Accept-Encoding`, then
 * express.static sends it with its usual caching (index.html under the SPA's routes comes from
 * spa-documents.ts).
 */
export function precompressedStatic(webDir: string) {
  const variants = precompressedPaths(webDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = decodedPath(req.path);
    if (urlPath === null) return next();
    const available = variants.get(urlPath);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(urlPath));
    req.url = `${req.path}${ENCODINGS.find((e) => e.name === encoding)!.suffix}${req.url.slice(req.path.length)}`;
    next();
  };
}

/**
 * `serve` (express.static over `webDir`) for the build's own files only. The build does not change
 * while the process runs, so its files are listed once: a page's address, which passes here on
 * every visit, is not looked up on disk first.
 */
export function builtFilesOnly(webDir: string, serve: RequestHandler): RequestHandler {
  const files = new Set(filesUnder(webDir));
  return (req: Request, res: Response, next: NextFunction) => {
    const urlPath = decodedPath(req.path);
    return urlPath !== null && files.has(urlPath) ? serve(req, res, next) : next();
  };
}
