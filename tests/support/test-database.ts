import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fromPglite, PgBoss } from "pg-boss";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { setDatabase as setAppDatabase } from "~/db/database.server";
import type { QueueOptions, RegisteredJob } from "~/jobs/queue.server";

export type TestDatabase = DatabaseHandle & { dispose(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped after).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.TEST_DATABASE ?? "pglite";
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteSnapshot: await migratedPgliteSnapshot() });
    // Nothing left to apply from the snapshot; still run, so a file never starts on an unmigrated database.
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgres needs TEST_DATABASE_URL");
  const name = `catharsis_test_${randomBytes(6).toString("hex")}`;
  const template = await migratedPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();

  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDir: "unused" });
  // Nothing left to apply from the template; still run, so a file never starts on an unmigrated database.
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await untilDisconnected(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets have closed. A rename needs them gone, and a
 * forced drop under them surfaces as an unhandled "terminating connection" error in the test
 * run: wait (a few milliseconds as a rule, at most 5 s) until the server has seen them go.
 */
async function untilDisconnected(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rowCount } = await admin.query("select 1 from pg_stat_activity where datname = $1", [name]);
    if (!rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated, empty PostgreSQL database that test databases are
 * copied from (CREATE DATABASE … TEMPLATE): the copy takes about a tenth of a
 * second, applying the migrations to a new database 2–3 s per file. Made once
 * per server for each set of migrations and kept, like the PGlite dump.
 * Whoever makes it migrates a database of its own and renames it into place,
 * so nobody copies a half-migrated template or one still connected to.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const template = `catharsis_template_${migrationsHash().slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount === 1;
    if (await exists()) return template;
    const partial = `${template}_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${partial}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, partial), pgliteDir: "unused" });
    await handle.migrate();
    await installQueueSchema(handle);
    await handle.close();
    await untilDisconnected(admin, partial);
    try {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
    } catch (error) {
      // Another worker got there first: theirs is as good.
      if (!(await exists())) throw error;
      await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    }
    return template;
  } finally {
    await admin.end();
  }
}

/**
 * pg-boss's own tables, as its first start makes them: most test files start
 * the queue, and on a copy that has them its start only checks their version
 * (the schema's making was half a file's set-up). No queue, job or schedule.
 */
async function installQueueSchema(database: DatabaseHandle): Promise<void> {
  const backend = database.queueBackend;
  const boss =
    backend.kind === "pglite"
      ? new PgBoss({ db: fromPglite(backend.pglite), backend: "pglite" })
      : new PgBoss({ connectionString: backend.connectionString, max: 1 });
  await boss.start();
  await boss.stop({ graceful: false });
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.resolve(`node_modules/${name}/package.json`), "utf8")) as { version: string }).version;
}

/**
 * Changes with any migration file (name or content) and with pg-boss's version (its schema is
 * in the copy too); a PGlite version makes a new PGlite dump on top.
 */
function migrationsHash(): string {
  const migrations = path.resolve("app/db/migrations");
  const hash = createHash("sha256").update(`pg-boss ${packageVersion("pg-boss")}`);
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const file = path.join(migrations, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex");
}

/**
 * A freshly migrated, empty PGlite data folder (pg-boss's tables included), dumped once per machine for
 * each set of migrations and PGlite version, and loaded by every test file:
 * creating a PGlite database (its initdb) costs 2–3 s, loading the dump about
 * 0.5 s. Workers that race to make it each write their own file and rename it
 * into place, so a reader never sees half a dump.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  // The dump's format is PGlite's own: a new PGlite version makes a new dump.
  const hash = createHash("sha256").update(packageVersion("@electric-sql/pglite")).update(migrationsHash());
  const snapshot = path.join(tmpdir(), `catharsis-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(snapshot)) {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    await installQueueSchema(handle);
    if (handle.queueBackend.kind !== "pglite") throw new Error("expected PGlite");
    const dump = await handle.queueBackend.pglite.dumpDataDir("none");
    await handle.close();
    const partial = `${snapshot}.${process.pid}-${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
  }
  return new Blob([readFileSync(snapshot)]);
}

export type TestDatabaseOptions = {
  /**
   * Give the file a data folder of its own (generated dev secrets, the dev
   * mailbox): a fresh temporary folder named `<dataDir>-…`, set as DATA_DIR
   * when the helper is called, before any hook or test runs.
   */
  dataDir?: string;
  /** Start the job queue on the database; `work: false` stores jobs without running them. */
  queue?: QueueOptions & {
    /** The jobs to create queues (and, with `work`, workers) for; every registered job unless given. */
    jobs?: RegisteredJob[];
  };
  /** Make it the app's database (`setDatabase`) for the file; true unless given. */
  setDatabase?: boolean;
};

export type TestDatabaseAccess = {
  /** The file's open database; only inside hooks and tests. */
  database(): TestDatabase;
};

export type PrivateDataDir = {
  /** The file's DATA_DIR. */
  dataDir: string;
  /** Where the dev mailbox transport writes inside it. */
  mailbox: string;
};

/**
 * A fresh database for one test file: call it at the top of the file,
 * before any test. It registers a beforeAll that opens the database, makes it
 * the app's and, when asked, starts the job queue, and an afterAll that stops
 * the queue and disposes of the database. Hooks the caller registers after it
 * run once the database is open, and their afterAll before it closes.
 */
export function setUpTestDatabase(options: TestDatabaseOptions & { dataDir: string }): TestDatabaseAccess & PrivateDataDir;
export function setUpTestDatabase(options?: TestDatabaseOptions): TestDatabaseAccess;
export function setUpTestDatabase(options: TestDatabaseOptions = {}): TestDatabaseAccess & Partial<PrivateDataDir> {
  const { queue, setDatabase = true } = options;
  const dataDir = options.dataDir === undefined ? undefined : mkdtempSync(path.join(tmpdir(), `${options.dataDir}-`));
  if (dataDir) process.env.DATA_DIR = dataDir;

  let database: TestDatabase | undefined;
  let stopQueue: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (setDatabase) setAppDatabase(database);
    if (queue) {
      // Loaded only when asked for: the registry pulls in every job handler.
      const { jobs, ...queueOptions } = queue;
      const queueModule = await import("~/jobs/queue.server");
      stopQueue = queueModule.stopQueue;
      const registered = jobs ?? (await import("~/job-handlers/registry.server")).registeredJobs;
      // A test that waits for a retry or a scheduled job polls at its own pace, not production's backstop.
      await queueModule.startQueue(database, registered, { backstopSeconds: queueOptions.pollingIntervalSeconds ?? 1, ...queueOptions });
    }
  });
  afterAll(async () => {
    await stopQueue?.();
    if (setDatabase) setAppDatabase(undefined);
    await database?.dispose();
    // The private data folder (secrets, dev mailbox) goes with its file.
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    database() {
      if (!database) throw new Error("The test database opens in beforeAll: use it inside hooks and tests.");
      return database;
    },
    ...(dataDir ? { dataDir, mailbox: path.join(dataDir, "mailbox") } : {}),
  };
}
