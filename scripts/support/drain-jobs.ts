// One run of the jobs figure, in a process of its own so the app reads a fresh environment:
// `tsx scripts/support/drain-jobs.ts <jobs> [postgres-url]`. Starts the real job worker (every
// registered job, as server.js does) on a new embedded database, or on the PostgreSQL database
// named, puts <jobs> rendered e-mails on the send-email queue in one insert, and times the
// worker until every one is in the e-mail log (the dev mailbox is the transport). Prints one
// JSON line: { jobs, delivered, seconds }.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";

const LIMIT_SECONDS = 120;
const jobs = Number(process.argv[2]);
const databaseUrl = process.argv[3];
if (!Number.isInteger(jobs) || jobs <= 0) throw new Error("usage: drain-jobs.ts <jobs> [postgres-url]");

const dataDir = mkdtempSync(path.join(tmpdir(), "catharsis-bench-jobs-"));
Object.assign(process.env, { DATA_DIR: dataDir, APP_ENV: "local", LOG_LEVEL: "warn" });
// Imported after the environment is set: the app reads it once.
const { openDatabase } = await import("~/db/client.server");
const { setDatabase, getDb } = await import("~/db/database.server");
const { startQueue, stopQueue, getQueue } = await import("~/jobs/queue.server");
const { sendEmailJob } = await import("~/jobs/send-email.server");
const { registeredJobs } = await import("~/job-handlers/registry.server");
const { emailLog } = await import("~/db/schema");

const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "db") });
try {
  await database.migrate();
  setDatabase(database);
  await startQueue(database, registeredJobs, { work: true });
  const emails = Array.from({ length: jobs }, (_, n) => ({
    data: sendEmailJob.payload.parse({
      idempotencyKey: `bench-drain-${n}`,
      template: "bench",
      to: `bench-drain-${n}@example.com`,
      subject: `Bench e-mail ${n}`,
      html: `<p>Bench e-mail ${n}</p>`,
      text: `Bench e-mail ${n}`,
    }),
  }));
  const started = performance.now();
  await getQueue().insert(sendEmailJob.name, emails);
  let delivered = 0;
  while (delivered < jobs && (performance.now() - started) / 1000 < LIMIT_SECONDS) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    delivered = (await getDb().select({ n: count() }).from(emailLog))[0]?.n ?? 0;
  }
  console.log(JSON.stringify({ jobs, delivered, seconds: (performance.now() - started) / 1000 }));
} finally {
  await stopQueue();
  await database.close();
  setDatabase(undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
