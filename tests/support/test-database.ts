import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped after).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DATABASE ?? "pglite";
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgres needs TEST_DATABASE_URL");
  const name = `catharsis_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      // pg's pool.end() resolves before its sockets have closed; a forced drop under them
      // surfaces as an unhandled "terminating connection" error in the test run.
      await new Promise((resolve) => setTimeout(resolve, 250));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
