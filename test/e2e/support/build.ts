import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the SPA, the server's page renderer and the API explorer once per e2e run, precompressed
 * like `npm run build:web`, so the server serves exactly what `npm start` would.
 */
export function buildSpa(): void {
  for (const args of [
    ['--config', 'web/vite.config.ts'],
    ['--config', 'web/vite.config.ts', '--ssr', 'src/entry-server.tsx'],
    ['--config', 'web/vite.graphiql.config.ts'],
  ]) {
    execFileSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'warn'],
      // vitest runs with NODE_ENV=test, which would give React's development build.
      { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  }
  execFileSync(process.execPath, [path.resolve('web/build/precompress.mjs'), 'dist/web'], { stdio: 'inherit' });
}
