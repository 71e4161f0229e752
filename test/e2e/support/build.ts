import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the SPA once per e2e run, so the server serves exactly what `npm start` would. */
export function buildSpa(): void {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
