import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadBeyondEntry } from '../../web/build/preload-beyond-entry.js';

/**
 * A real Vite build of a tiny app: the entry imports a shared chunk statically and two screens
 * lazily; a screen needs that chunk and one the entry does not load.
 */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head><script type="module" src="/main.js"></script></head><body></body></html>',
  'main.js': `import { shared } from './shared.js';
import { other } from './other.js';
document.body.append(shared, other);
document.addEventListener('click', () => import('./screen.js'));
document.addEventListener('keydown', () => import('./other-screen.js'));`,
  'shared.js': "export const shared = document.title + 'shared';",
  'other.js': "export const other = document.title + 'other';",
  'screen.js': `import { shared } from './shared.js';
import { own } from './own.js';
document.body.append(shared, own);`,
  'other-screen.js': `import { own } from './own.js';
document.body.append(own);`,
  'own.js': "export const own = document.title + 'own';",
};

describe('preloadBeyondEntry', () => {
  let root: string;
  let output: Rolldown.RolldownOutput;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
    for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(root, name), text);
    const preloads = preloadBeyondEntry();
    output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [preloads.plugin],
      build: {
        write: false,
        minify: false,
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shared', test: /(shared|other)\.js/ }],
            },
          },
        },
      },
    })) as Rolldown.RolldownOutput;
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const chunkNamed = (name: string) =>
    output.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.name === name)!;

  it("preloads a lazy screen's own chunks, not the ones the entry has loaded", () => {
    const entry = chunkNamed('index');
    const preloaded = /m\.f=\[([^\]]*)\]/.exec(entry.code)?.[1] ?? '';
    expect(preloaded).toContain(chunkNamed('own').fileName);
    expect(preloaded).not.toContain(chunkNamed('shared').fileName);
  });

  it("keeps index.html's preloads of the entry's chunks", () => {
    const html = output.output.find((file) => file.fileName === 'index.html') as Rolldown.OutputAsset;
    expect(String(html.source)).toContain(
      `<link rel="modulepreload" crossorigin href="/${chunkNamed('shared').fileName}">`,
    );
  });
});
