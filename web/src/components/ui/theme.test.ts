import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { system } from './theme';

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
});
