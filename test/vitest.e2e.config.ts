import { defineConfig } from 'vitest/config';
import { serverTestBase } from './vitest.shared.js';

export default defineConfig({
  ...serverTestBase,
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/setup/decorator-metadata.ts'],
    // A file shares the two cores with another one: a test may take twice as long as alone.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two files at a time, each with its own portal, PostgreSQL and Chromium: a file spends much of
    // its time waiting (throttled CPU, networks, the server), so the two cores overlap them.
    maxWorkers: 2,
  },
});
