import { defineConfig } from 'vitest/config';
import { serverTestBase } from './vitest.shared.js';

export default defineConfig({
  ...serverTestBase,
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/setup/decorator-metadata.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
