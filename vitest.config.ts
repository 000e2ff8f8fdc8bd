import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/test/**/*.test.ts'];
const onPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      { test: { name: 'unit', include: ['packages/shared/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'] } },
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
