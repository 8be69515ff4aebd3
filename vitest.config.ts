import { defineConfig } from 'vitest/config';

// Server tests run on PGlite always, and again on a real PostgreSQL server when TEST_POSTGRES_URL
// is set (CI sets it). The database-free unit tests run once.
const postgresUrl = process.env.TEST_POSTGRES_URL;
const dbTests = ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...dbTests, 'tests/**/*.postgres.test.ts'],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: dbTests,
          exclude: ['tests/**/*.postgres.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [...dbTests, 'tests/**/*.postgres.test.ts'],
                globalSetup: ['tests/support/global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
