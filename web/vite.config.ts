import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { splitGraphqlDocuments } from './build/split-graphql-documents.ts';
import { chakraPageCssModule, chakraSystemWithoutPageCss } from './build/chakra-page-css.ts';
import { fieldErrorDescription } from './build/field-error-description.ts';
import { associationHomeLink } from './build/association-home-link.ts';
import { preloadBeyondEntry } from './build/preload-beyond-entry.ts';

const backend = 'http://localhost:3000';
const preloads = preloadBeyondEntry();

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // .env files live at the repository root, next to the server's.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [
    react(),
    chakraPageCssModule(),
    chakraSystemWithoutPageCss(),
    fieldErrorDescription(),
    associationHomeLink(),
    preloads.plugin,
    splitGraphqlDocuments(fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url))),
  ],
  resolve: {
    // rxjs (Apollo's observables) ships ES2015 under this condition; its default is ES5 with tslib.
    conditions: ['es2015', ...defaultClientConditions],
    alias: {
      '@rules': fileURLToPath(new URL('../server/rules', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // The server's renderer of public pages (entry-server.tsx) carries its packages (React, Chakra,
  // Apollo): loading them from node_modules file by file took about 2 s of every start. graphql
  // stays the server's own, one copy for its schema and the pages' queries.
  ssr: { noExternal: true, external: ['graphql'] },
  // The renderer runs React's production build, as the browser's bundle does, whatever the server's
  // NODE_ENV: development React rendered a list page in three times the time (and both were bundled).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: '../dist/web-ssr', emptyOutDir: true, copyPublicDir: false, minify: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        // .vite/manifest.json: which chunks a screen is made of (the e2e tests read it).
        manifest: true,
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: {
          output: {
            // Long-lived vendor chunks: app releases then only invalidate the small app chunk. Only what
            // the entry imports statically ($initial) goes in them: the dialogs, radio groups and
            // checkboxes of signed-in screens and forms stay with those screens' chunks instead of
            // riding along in every visitor's first load (Chakra's chunk was 67 KiB brotli, now 46).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                },
                {
                  name: 'chakra',
                  test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@pandacss)[\\/]/,
                  tags: ['$initial'],
                },
                {
                  name: 'apollo',
                  test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/,
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
  // The dev server pre-bundles what the SPA imports; left to itself it also crawls the API
  // explorer's page (src/graphiql, a separate build) and fails on its `?worker` imports.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/graphql': { target: backend, changeOrigin: false },
    },
  },
}));
