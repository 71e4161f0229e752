import { defineConfig } from 'vitest/config';
import { serverTestBase } from './vitest.shared.js';

export default defineConfig({
  ...serverTestBase,
  test: {
    include: ['test/integration/**/*.test.ts', 'test/unit/**/*.test.ts'],
    globalSetup: ['test/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
