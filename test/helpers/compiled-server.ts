import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Compiles server/ and migrations/ into dist/ (the quick SWC step of scripts/build.mjs, skipped when
 * nothing changed since it last ran), once per test run: the processes the tests start then run
 * JavaScript, as production does, instead of transpiling the whole server at each start. `repository`:
 * another checkout (the benches that compare one).
 */
export function buildServer(repository = '.'): void {
  execFileSync(process.execPath, [path.resolve(repository, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
}

/** The compiled file of `server/<script>.ts` (e.g. `cli/migrate`), relative to the repository. */
export const compiledEntry = (script: string): string => path.join('dist', 'server', `${script}.js`);
