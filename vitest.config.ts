import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/test/**/*.test.ts'];
const onPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite', TZ: 'UTC' },
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          env: { TEST_DB: 'pglite', TZ: 'UTC' },
          globalSetup: ['apps/api/test/helpers/global-setup.ts'],
          // One browser at a time: the machine has two cores and each file runs a server and Chromium.
          fileParallelism: false,
          // A browser test that fails twice is broken; once, on a loaded 2-core CI machine, can be a timing fluke.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB: 'postgres', TZ: 'UTC' },
                globalSetup: ['apps/api/test/helpers/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
