import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { setDatabase } from "~/db/database.server";
import { registeredJobs } from "~/job-handlers/registry.server";
import { startQueue, stopQueue } from "~/jobs/queue.server";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * For a test file whose code sends mail: its own data folder (the dev
 * mailbox transport reads DATA_DIR), a fresh database, and a job queue that
 * delivers. Call at the top of the file, before any test runs.
 */
export function setUpMailTestDatabase(name: string): { mailbox: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  process.env.DATA_DIR = dataDir;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database);
    await startQueue(database, registeredJobs, { work: true, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopQueue();
    setDatabase(undefined);
    await database?.dispose();
  });
  return { mailbox: path.join(dataDir, "mailbox") };
}
