import { readCookie } from './cookies';

const COOKIE = 'XSRF-TOKEN';

/**
 * The X-XSRF-TOKEN header for a write. The server issues the cookie only when a write is coming
 * (public reads stay cookieless so caches can share them), so the first write of a visit asks
 * GET /api/xsrf_token for it.
 */
export async function xsrfHeaderForWrite(): Promise<Record<string, string>> {
  if (readCookie(COOKIE) === undefined) {
    await fetch(new URL('/api/xsrf_token', window.location.origin), { credentials: 'same-origin' });
  }
  const token = readCookie(COOKIE);
  return token === undefined ? {} : { 'X-XSRF-TOKEN': token };
}
