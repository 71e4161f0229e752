import type { Plugin, Rolldown } from 'vite';

/**
 * A lazy screen's code preloads only the chunks the entry has not loaded already.
 *
 * Vite preloads every chunk a lazy import needs by appending a `<link rel="modulepreload">` for
 * each one the document does not link yet. A server-rendered page links none (its preloads would
 * hold the first paint), so taking a public list over appended 36 links, 17 of them for React,
 * Chakra, Apollo and the app's shell, which the entry imports and had evaluated by then. Each
 * `appendChild` of one cost Chromium 0.6 ms of main thread on this machine, in the long task that
 * evaluates the entry. Every lazy import starts from code the entry loaded, so the entry's chunks
 * never need a preload there.
 */
export function preloadBeyondEntry() {
  let loadedWithEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'preload-beyond-entry',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis, which calls `resolveDependencies` while writing the preloads.
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry = entryClosure(bundle);
      },
    },
  };
  // index.html's own preloads (hostType 'html') are the entry's chunks, and stay.
  const resolveDependencies = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' ? deps : deps.filter((dep) => !loadedWithEntry.has(dep));
  return { plugin, resolveDependencies };
}

/** The file names of the entry chunks and of every chunk they import statically, transitively. */
function entryClosure(bundle: Rolldown.OutputBundle): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
  }
  return closure;
}
