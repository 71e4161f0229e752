import type { Request } from 'express';

/** A Host header as clients send it: a DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 255;

/**
 * The origin of the site's absolute URLs (robots.txt, sitemaps): PUBLIC_BASE_URL without its
 * trailing slashes, else the request's scheme and Host. A Host no client would send (slashes,
 * spaces, kilobytes) gives null: it is never written into an answer a cache may keep.
 */
export function siteOrigin(
  publicBaseUrl: string | undefined,
): (req: Pick<Request, 'protocol' | 'get'>) => string | null {
  const configured = publicBaseUrl?.replace(/\/+$/, '');
  return (req) => {
    if (configured) return configured;
    const host = req.get('host') ?? '';
    return host.length <= MAX_HOST_LENGTH && HOST_HEADER.test(host) ? `${req.protocol}://${host}` : null;
  };
}
