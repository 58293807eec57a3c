import { defineConfig } from "vitest/config";

/**
 * Unit tests sit beside the code (`*.test.ts`). Tests that need a database
 * end in `.server.test.ts` and run once on PGlite and, when TEST_DATABASE_URL
 * is set, once more on PostgreSQL: the same tests on both databases.
 */
const databaseTests = ["app/**/*.server.test.{ts,tsx}", "server/**/*.server.test.ts", "tests/**/*.server.test.ts"];

const integrationProject = (database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${database}`,
    include: databaseTests,
    env: { TEST_DATABASE: database },
    // Each file opens its own database; PostgreSQL files each get a fresh one.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Database tests mostly wait on I/O (PostgreSQL, pg-boss polling): four
    // workers on two cores roughly triples throughput over the default.
    maxWorkers: 4,
    setupFiles: ["tests/support/vitest-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "lint/**/*.test.ts"],
          exclude: databaseTests,
        },
      },
      integrationProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integrationProject("postgres")] : []),
    ],
  },
});
