import { defineConfig } from 'vitest/config';
import { serverTestBase } from './vitest.shared.js';

export default defineConfig({
  ...serverTestBase,
  test: {
    include: ['test/integration/**/*.test.ts', 'test/unit/**/*.test.ts'],
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/decorator-metadata.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: importing the app took 4-5 s
    // per file, more than most files' tests. Each file still gets its own database and app.
    isolate: false,
  },
});
