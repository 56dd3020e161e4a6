import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Starts one Postgres for the run when BRAND_DESIGN_TEST_STORE=postgres (the store's second pass); else nothing.
    globalSetup: ['test/helpers/postgres-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Chromium-backed suites are heavy; two workers match the 2-core CI machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
