import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.server";

const kind = process.env.TEST_DATABASE ?? "pglite";
const migrationCount = readdirSync(path.resolve("app/db/migrations")).filter((name) => name.endsWith(".sql")).length;

/**
 * Servers started together on one empty database (a deploy of N app servers)
 * each run the migrations at start: every migration must be applied once,
 * and every server must start. PGlite has one process by design, so there
 * two starts share one handle; on PostgreSQL they are two connection pools.
 */
async function twoHandlesOnAnEmptyDatabase(): Promise<{ handles: DatabaseHandle[]; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    return { handles: [handle, handle], drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `catharsis_migrate_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" })));
  return {
    handles,
    drop: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      // pg's pool.end() resolves before its sockets have closed, and a forced drop under an open
      // one surfaces as an unhandled "terminating connection" error: wait until they are gone.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const open = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe(`migrations at a shared start (${kind})`, () => {
  it("two servers starting at once on an empty database both start, and each migration is applied once", async () => {
    const { handles, drop } = await twoHandlesOnAnEmptyDatabase();
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
      const applied = await handles[0]!.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
      const rows = (Array.isArray(applied) ? applied : (applied as { rows: { n: number }[] }).rows) as { n: number }[];
      expect(rows[0]?.n).toBe(migrationCount);
    } finally {
      await drop();
    }
  });
});
