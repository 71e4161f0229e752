import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root, for tests that read its sources. */
export const REPOSITORY_ROOT = join(import.meta.dirname, '../..');

/**
 * The TypeScript sources under `dir` (tests left out), skipping every file or folder whose path
 * relative to the repository root `skip` accepts.
 */
export function sourceFiles(dir: string, skip: (path: string) => boolean = () => false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip(relative(REPOSITORY_ROOT, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
