import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chakraPageCssModule } from './build/chakra-page-css.ts';
import { fieldErrorDescription } from './build/field-error-description.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), chakraPageCssModule(), fieldErrorDescription()],
  resolve: {
    alias: {
      '@rules': fileURLToPath(new URL('../server/rules', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['web/src/testing/setup-tests.ts'],
    include: ['web/src/**/*.test.{ts,tsx}'],
    // Through Vite's transforms, so the tests see the field hook the app is built with.
    server: { deps: { inline: [/@ark-ui[\\/]react/, /@chakra-ui[\\/]react/] } },
    restoreMocks: true,
    testTimeout: 20_000,
    maxWorkers: 2,
    // One module graph and jsdom per worker rather than per file (importing Chakra and Apollo took
    // longer than most files' tests); setup-tests.ts resets the shared state after each test.
    isolate: false,
  },
});
