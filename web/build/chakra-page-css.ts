import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { moduleRewrite } from './module-rewrite.ts';

/** The module the app imports for the page-wide CSS of the portal's Chakra system. */
const CHAKRA_PAGE_CSS = 'virtual:chakra-page.css';
const RESOLVED = `\0${CHAKRA_PAGE_CSS}`;

/** The parts of a Chakra system the page-wide CSS is made of. */
interface PageCssSource {
  layers: { atRule: string };
  _global: unknown;
}

/**
 * The page-wide CSS `ChakraProvider` inserts with emotion's `Global` on every page load: the order of
 * the cascade layers, the reset, the global styles and the token variables (about 40 KB of CSS
 * text), compiled by emotion's own cache, so the rules are the ones the provider would insert.
 * Emotion's server build returns them; its browser build (the web tests) hands them to the sheet.
 */
export function chakraPageCss(system: PageCssSource): string {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => void rules.push(rule) };
  const serialized = serializeStyles([system.layers.atRule, system._global as never]);
  const returned: unknown = createCache({ key: 'css' }).insert('', serialized, sheet as never, false);
  return typeof returned === 'string' ? returned : rules.join('');
}

/** Chakra's `createSystem` (its ESM build), and the statement in it that computes the page-wide CSS. */
const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const PAGE_CSS_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's `createSystem` without the page-wide CSS it computes eagerly: the stylesheet already
 * holds it, and theme.ts's `system` drops it. Computing it was about a fifth of `createSystem`, which
 * runs before the first paint (≈17 ms of main thread, ≈70 ms on a 4× throttled phone). The build
 * fails if a Chakra release changes the statement, rather than silently keeping the cost.
 */
export function withoutEagerPageCss(code: string, id: string): string | null {
  if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
  if (!code.includes(PAGE_CSS_STATEMENT))
    throw new Error(`chakra-page-css: ${id} no longer computes the page-wide CSS as expected; update the plugin`);
  return code.replace(PAGE_CSS_STATEMENT, 'const _global = [];');
}

/**
 * Serves `virtual:chakra-page.css`, the portal system's page-wide CSS computed from the theme when
 * the app is built (or served by Vite). Bundled as a stylesheet, the browser parses it natively
 * while the scripts download, instead of the first render serializing, compiling and inserting it
 * rule by rule on the main thread (tens of milliseconds before the first paint on a throttled
 * phone). The app renders with `system` of theme.ts, which leaves this CSS out, and its bundle's
 * `createSystem` no longer computes it (`chakraSystemWithoutPageCss`).
 */
export function chakraPageCssModule(): Plugin {
  return {
    name: 'chakra-page-css',
    resolveId(id) {
      return id === CHAKRA_PAGE_CSS ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const { createPortalSystem } = await import('../src/components/ui/theme.ts');
      return chakraPageCss(createPortalSystem());
    },
  };
}

/** The app bundle's Chakra `createSystem` without the page-wide CSS (`withoutEagerPageCss`); not in the web tests, whose theme test compares that CSS with the provider's. */
export const chakraSystemWithoutPageCss = (): Plugin =>
  moduleRewrite('chakra-system-without-page-css', withoutEagerPageCss);
