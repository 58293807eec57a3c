import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** What pg-boss needs to run its queue on this same database. */
  queueBackend: { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; connectionString: string };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve("app/db/migrations");

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `pgliteDir`
 * ("memory://" keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    // Two processes on one PGlite folder corrupt it; fail loudly instead.
    releaseLock = acquireDataDirLock(dir);
  }
  const pglite = await PGlite.create(inMemory ? undefined : dir);
  const db = drizzlePglite(pglite, { schema });
  return {
    kind: "pglite",
    db,
    queueBackend: { kind: "pglite", pglite },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await pglite.query("select 1");
    },
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: "postgres",
    db,
    queueBackend: { kind: "postgres", connectionString },
    migrate: () => migratePostgres(db, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
