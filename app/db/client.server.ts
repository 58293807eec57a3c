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
 * Any fixed number, the same in every process: app servers starting together
 * on one PostgreSQL take turns at the migrations (a session-level advisory
 * lock), so each migration is applied once and no server fails its start on
 * a table another one has just created (docs/deployment.md).
 */
const MIGRATION_LOCK_KEY = 727_731_1001;

/** One migration run at a time per handle: a second call waits for the first, then finds nothing to do. */
function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let previous: Promise<unknown> = Promise.resolve();
  return () => {
    const next = previous.catch(() => {}).then(run);
    previous = next;
    return next;
  };
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `pgliteDir`
 * ("memory://" keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** In memory only: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  pgliteSnapshot?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    // Two processes on one PGlite folder corrupt it; fail loudly instead.
    releaseLock = acquireDataDirLock(dir);
  }
  if (snapshot && !inMemory) throw new Error("A PGlite snapshot is only loaded into an in-memory database");
  const pglite = inMemory ? await PGlite.create(snapshot ? { loadDataDir: snapshot } : undefined) : await PGlite.create(dir);
  const db = drizzlePglite(pglite, { schema });
  return {
    kind: "pglite",
    db,
    queueBackend: { kind: "pglite", pglite },
    migrate: oneAtATime(() => migratePglite(db, { migrationsFolder })),
    ping: async () => {
      await pglite.query("select 1");
    },
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  // The lock belongs to a session, so the migrations run on the connection that holds it.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: "postgres",
    db,
    queueBackend: { kind: "postgres", connectionString },
    migrate: oneAtATime(() => migrateUnderLock(pool)),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
