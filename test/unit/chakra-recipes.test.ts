import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT as ROOT, sourceFiles } from '../helpers/source-files.js';
import { recipes as defaultRecipes, slotRecipes as defaultSlotRecipes } from '@chakra-ui/react/theme';

const webSrc = join(ROOT, 'web/src');
const chakraEsm = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');

/** Every name the portal imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's entry point: exported name → the module that defines it. */
function chakraExportModules(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, from] of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) namespaces.set(local!, from!);
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const module = from ?? namespaces.get(local!);
      if (module) modules.set(exported!, join(chakraEsm, module));
    }
  }
  return modules;
}

/** The recipe keys a Chakra component module looks up, following its imports of other components. */
function recipeKeys(module: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(module) || !module.startsWith(join(chakraEsm, 'components'))) return keys;
  seen.add(module);
  const code = readFileSync(module, 'utf8');
  for (const [, key] of code.matchAll(/\bkey: "(\w+)"/g)) keys.add(key!);
  for (const [, relative] of code.matchAll(/from '(\.[^']+)'/g)) {
    for (const key of recipeKeys(resolve(dirname(module), relative!), seen)) keys.add(key);
  }
  return keys;
}

/** The web's Chakra system, loaded by path: the server's type check does not follow web modules. */
async function portalSystem(): Promise<{ _config: { theme?: { recipes?: object; slotRecipes?: object } } }> {
  const theme = (await import(pathToFileURL(join(webSrc, 'components/ui/theme.ts')).href)) as { system: never };
  return theme.system;
}

describe('the Chakra system', () => {
  it('has exactly the recipes of the Chakra components the portal imports', async () => {
    const system = await portalSystem();
    const modules = chakraExportModules();
    const needed = new Set<string>();
    for (const name of importedChakraNames()) {
      const module = modules.get(name);
      if (module) for (const key of recipeKeys(module)) needed.add(key);
    }
    // Some components ask for a key Chakra's theme has no recipe for (Text asks for "text").
    const themed = [...needed].filter((key) => key in defaultRecipes || key in defaultSlotRecipes);
    const present = [
      ...Object.keys(system._config.theme?.recipes ?? {}),
      ...Object.keys(system._config.theme?.slotRecipes ?? {}),
    ];
    // A missing recipe renders its component unstyled without any error; an extra one is dead weight
    // in every visitor's download.
    expect(present.sort()).toEqual(themed.sort());
  });
});
