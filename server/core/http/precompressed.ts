import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The files under `dir` that have precompressed siblings, as URL paths ('/assets/index-x.js'). */
function precompressedPaths(dir: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      for (const { name, suffix } of ENCODINGS) {
        if (!entry.name.endsWith(suffix)) continue;
        const urlPath = `/${path.relative(dir, full.slice(0, -suffix.length)).split(path.sep).join('/')}`;
        found.set(urlPath, (found.get(urlPath) ?? new Set()).add(name));
      }
    }
  };
  walk(dir);
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
