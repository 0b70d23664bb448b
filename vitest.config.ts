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
          include: ['apps/api/src/**/*.int.test.ts'],
          exclude: ['apps/api/src/test/fuzz/**', '**/node_modules/**'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Each file holds its own embedded database (~0.8 GB); two at a time suits 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The OpenAPI-driven fuzzing (npm run test:fuzz; bench:fuzz at nightly size). Not yet part of
        // npm test: seven operations of the organisations group still fail it (issue 16's note).
        test: {
          name: 'fuzz',
          include: ['apps/api/src/test/fuzz/*.int.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
