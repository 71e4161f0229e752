import type { Plugin } from 'vite';
import { associationUrlFrom } from '../src/config/association-url.ts';

/**
 * `<link rel="home">` to the association's site in index.html, from the same VITE_ASSOCIATION_URL
 * the SPA's links use: the server answers / and /top with a redirect there, without the SPA. The
 * build fails on a value that is not an http(s) URL rather than shipping a broken link.
 */
export function associationHomeLink(): Plugin {
  let home = '';
  return {
    name: 'association-home-link',
    configResolved(config) {
      const url = new URL(associationUrlFrom(config.env.VITE_ASSOCIATION_URL as string | undefined));
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`VITE_ASSOCIATION_URL must be an http(s) URL, not ${url.href}`);
      home = url.href;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'home', href: home }, injectTo: 'head' }],
  };
}
