import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The API explorer (GraphiQL) as a page of its own, served by the server at GET /graphql: a
 * separate build so no byte of it lands in the SPA's chunks. Runs after the SPA build (which
 * empties dist/web) and writes only dist/web/graphiql.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/graphiql', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      // graphiql's React-compiler directives ("use no memo") mean nothing to the bundler.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
