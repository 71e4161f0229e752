import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT as ROOT, sourceFiles } from '../helpers/source-files.js';

/**
 * A rule the server checks is written once, in server/rules/, and the web imports it. The visible
 * trace of a copied rule is its message: a Japanese validation message ("…してください",
 * "…ません", "…必須です") quoted both in the server (outside rules/) and in the web's sources.
 */
const MESSAGE = /'([^'\n]*[\u3040-\u30ff\u4e00-\u9fff][^'\n]*(?:ください|ません|必須です))'/g;

function messagesIn(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(MESSAGE)) found.set(match[1], relative(ROOT, file));
  }
  return found;
}

describe('rules written once', () => {
  it('no validation message is quoted both in server/ (outside rules/) and in web/src', () => {
    const server = messagesIn(sourceFiles(join(ROOT, 'server'), (p) => p === 'server/rules' || p === 'server/seed'));
    const web = messagesIn(
      sourceFiles(join(ROOT, 'web/src'), (p) => p === 'web/src/generated' || p === 'web/src/testing'),
    );
    const copies = [...web]
      .filter(([message]) => server.has(message))
      .map(([m, file]) => `${m} (${file}, ${server.get(m)})`);
    expect(server.size).toBeGreaterThan(100);
    expect(copies).toEqual([]);
  });
});
