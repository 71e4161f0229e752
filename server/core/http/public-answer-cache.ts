import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** An answer kept for a data version; compressed variants are made on first demand. */
interface Entry {
  version: string;
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
}

/** Larger answers (a whole-category CSV is streamed, never kept) are not worth the memory. */
const MAX_ENTRY_BYTES = 256 * 1024;

const NAMES_UTF8 = /;\s*charset="?utf-8"?\s*(;|$)/i;

/**
 * Public answers of this process, keyed by URL (and Accept) and valid for one data version: a
 * repeated public read costs the version probe and a write of bytes already compressed.
 * Least recently used entries go first once `maxBytes` is reached; 0 turns the cache off.
 */
export class PublicAnswerCache {
  private readonly entries: LRUCache<string, Entry>;

  /** `keyOf` names an answer; by default its URL and Accept (answerKey). */
  constructor(
    private readonly maxBytes: number,
    private readonly keyOf: (req: Request) => string = answerKey,
  ) {
    // lru-cache wants a positive size (an empty answer weighs 1) and budget; at 0 nothing reaches it.
    this.entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The data version of the answer kept under `key`, if one is. */
  keptVersion(key: string): string | undefined {
    return this.entries.peek(key)?.version;
  }

  /**
   * Sends the kept answer when there is one for this version; false when the route must run.
   * `key`: the request's key when the caller has it already (`keyOf` otherwise).
   */
  serve(req: Request, res: Response, version: string, key = this.keyOf(req)): boolean {
    if (!this.enabled) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.version !== version) {
      this.entries.delete(key);
      return false;
    }
    res.setHeader('Content-Type', entry.contentType);
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      const body = this.variant(key, entry, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.send(body);
    } else {
      res.send(entry.identity);
    }
    return true;
  }

  /** Keeps what the route sends (a 200 that is still public when it goes out). */
  capture(req: Request, res: Response, version: string): void {
    if (!this.enabled) return;
    const key = this.keyOf(req);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const publicAnswer = res.statusCode === 200 && /^public\b/.test(String(res.getHeader('Cache-Control') ?? ''));
      if (!publicAnswer || (typeof body !== 'string' && !Buffer.isBuffer(body))) return send(body);
      const identity = typeof body === 'string' ? Buffer.from(body) : body;
      // Express would encode a string once more; for a type that names UTF-8 already (which Express
      // would otherwise add), these bytes are what it would send.
      const namesUtf8 = NAMES_UTF8.test(String(res.getHeader('Content-Type') ?? ''));
      const sent = send(typeof body === 'string' && namesUtf8 ? identity : body);
      if (identity.length <= MAX_ENTRY_BYTES) {
        // The type as it went out (Express names the charset of a string and types one without as HTML).
        const contentType = String(res.getHeader('Content-Type'));
        this.entries.set(key, { version, contentType, identity, bytes: identity.length });
      }
      return sent;
    };
  }

  private variant(key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    const made = entry[encoding];
    if (made) return made;
    const body =
      encoding === 'br'
        ? brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.identity, { level: 6 });
    // A new object: lru-cache weighs a value again only when set() is given another one.
    this.entries.set(key, { ...entry, [encoding]: body, bytes: entry.bytes + body.length });
    return body;
  }
}

/** The URL names the answer; Accept picks GraphQL's media type. HEAD shares GET's entry. */
export const answerKey = (req: Request) => `${req.originalUrl}\n${req.get('accept') ?? ''}`;
