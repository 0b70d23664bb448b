import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          // With the OpenAPI-driven fuzzing (apps/api/src/test/fuzz/, FUZZ_RUNS requests per operation, 200 by
          // default; npm run test:fuzz runs it alone, bench:fuzz at nightly size).
          include: ['apps/api/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Each file holds its own embedded database (~0.8 GB); two at a time suits 2 cores.
          maxWorkers: 2,
          // A worker runs its files one after another in one process, so the app's module graph is loaded
          // once per worker instead of once per file (about 3 s of CPU each). The files still share no
          // state: each builds its own app on its own database, and nothing in the app keeps module-level
          // state that another app's set-up does not reset (configureWorkbookReading is set per app).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
