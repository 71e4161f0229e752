import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import type { ViteUserConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Server code under vitest: swc for decorator metadata, and `graphql` pinned to the CommonJS build
 * Node itself loads (graphql 16 has no "exports"; Vite would pick the .mjs and make two realms).
 */
export const serverTestBase: ViteUserConfig = {
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
};
