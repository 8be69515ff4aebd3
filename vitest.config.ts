import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The database tests run against one PostgreSQL server for the run (the embedded one, or
// TEST_POSTGRES_URL when set), each file on a database of its own; the unit tests need none.
const dbTests = [
  'tests/api/**/*.test.ts',
  'tests/db/**/*.test.ts',
  'tests/process/**/*.test.ts',
  'tests/seed/seed.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default (one fewer than the cores) leaves a 2-core machine one file at a time, while
    // the tests wait on their database and servers about half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true as const,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: dbTests },
      },
      {
        extends: true as const,
        test: {
          name: 'db',
          include: dbTests,
          globalSetup: ['tests/support/global-setup.ts'],
          // Files share their worker's loaded modules (importing the server once per worker, not once
          // per file, more than halves the run); each still has its own database and server, and
          // with it its own caches (Deps: no module keeps state).
          isolate: false,
        },
      },
    ],
  },
});
