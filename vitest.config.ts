import { defineConfig } from 'vitest/config';

const serverTests = ['tests/server/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests start real servers and databases; two cores cannot run many at once.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: serverTests, env: { TEST_DB: 'pglite' } } },
      // The same server tests again on PostgreSQL (and Redis for the several-node test) when CI provides them.
      ...(process.env.DATABASE_URL
        ? [{ extends: true, test: { name: 'server-postgres', include: serverTests, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
