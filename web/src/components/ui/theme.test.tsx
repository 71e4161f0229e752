import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider, createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { chakraPageCss, withoutEagerPageCss } from '../../../build/chakra-page-css';
import { createPortalSystem, system } from './theme';

/** The CSS a ChakraProvider of `value` inserts with emotion's Global while it is mounted. */
function globalCssInserted(value: SystemContext): string {
  const { unmount } = render(<ChakraProvider value={value}>…</ChakraProvider>);
  const css = [...document.querySelectorAll('style[data-emotion="css-global"]')].map((s) => s.textContent).join('');
  unmount();
  return css;
}

/** The colour variables of a system's token CSS, by the selector (condition) they are defined under. */
function colourVariables(css: Record<string, unknown>): Map<string, Record<string, unknown>> {
  const [layer] = Object.values(css) as Record<string, Record<string, unknown>>[];
  return new Map(
    Object.entries(layer!).map(([selector, declarations]) => [
      selector,
      Object.fromEntries(Object.entries(declarations).filter(([name]) => name.startsWith('--chakra-colors-'))),
    ]),
  );
}

describe("the portal's Chakra theme", () => {
  it("has one colour mode: Chakra's light values for its semantic colours, and no dark rule set", () => {
    const chakraDefaults = createSystem(
      defaultBaseConfig,
      defineConfig({ cssVarsPrefix, cssVarsRoot, theme: { tokens, semanticTokens } }),
    );
    const chakra = colourVariables(chakraDefaults.getTokenCss());
    const ours = colourVariables(system.getTokenCss());
    expect([...chakra.keys()].some((selector) => selector.includes('.dark'))).toBe(true);
    expect([...ours.keys()]).toEqual([[...chakra.keys()][0]]);
    const [root] = ours.keys();
    // theme.ts gives these palettes and fg/border roles its own accessible shades; the rest is Chakra's.
    const overridden = /^--chakra-colors-(green|orange|teal|red|fg|border)-/;
    for (const [name, value] of Object.entries(chakra.get(root!)!)) {
      if (!overridden.test(name)) expect(ours.get(root!)![name], name).toBe(value);
    }
  });

  it('is built into a stylesheet: exactly the page-wide CSS the provider would insert, which it no longer does', () => {
    const stylesheet = chakraPageCss(createPortalSystem());
    expect(stylesheet).toBe(globalCssInserted(createPortalSystem()));
    expect(stylesheet.startsWith('@layer reset,base,tokens,recipes;@layer reset{')).toBe(true);
    expect(stylesheet).toContain('word-break:auto-phrase'); // the portal's global styles
    expect(stylesheet).toContain('--chakra-colors-action-solid:var(--chakra-colors-blue-700)'); // its tokens
    expect(globalCssInserted(system)).toBe('');
  });

  it("is not computed again by the app bundle's createSystem: the build drops that statement, or fails", () => {
    const chakraRoot = createRequire(import.meta.url)
      .resolve('@chakra-ui/react')
      .replace(/dist[\\/].*$/, '');
    const id = `${chakraRoot}dist/esm/styled-system/system.js`;
    const source = fs.readFileSync(id, 'utf8');
    const built = withoutEagerPageCss(source, id)!;
    expect(built).toContain('const _global = [];');
    expect(built).not.toContain('getTokenCss()]');
    expect(built.split('\n')).toHaveLength(source.split('\n').length); // the source map still lines up
    expect(withoutEagerPageCss(source, `${chakraRoot}dist/esm/styled-system/css.js`)).toBeNull();
    expect(() => withoutEagerPageCss(source.replace('getTokenCss()]', 'getTokenCss(), extra()]'), id)).toThrow(
      /no longer computes the page-wide CSS/,
    );
  });
});
