import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the SPA and the API explorer once per e2e run, so the server serves exactly what `npm start` would. */
export function buildSpa(): void {
  for (const config of ['web/vite.config.ts', 'web/vite.graphiql.config.ts']) {
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
  }
}
