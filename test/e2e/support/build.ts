import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the SPA and the API explorer once per e2e run, precompressed like `npm run build:web`, so
 * the server serves exactly what `npm start` would.
 */
export function buildSpa(): void {
  for (const config of ['web/vite.config.ts', 'web/vite.graphiql.config.ts']) {
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'warn'],
      // vitest runs with NODE_ENV=test, which would give React's development build.
      { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  }
  execFileSync(process.execPath, [path.resolve('web/build/precompress.mjs'), 'dist/web'], { stdio: 'inherit' });
}
