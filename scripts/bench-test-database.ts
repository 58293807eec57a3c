// What one database test file pays before and after its tests (issue 32, ADR 66): open a test
// database, start the job queue on it with every registered job, stop it, dispose of the
// database; on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Prints the median of
// ROUNDS (default 5) per step. Run: `npx tsx scripts/bench-test-database.ts`. The first round
// may include making the PGlite dump or the PostgreSQL template, as a clean clone's first file does.
import { createTestDatabase } from "../tests/support/test-database";

const rounds = Number(process.env.ROUNDS ?? 5);
const kinds = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
Object.assign(process.env, { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const { startQueue, stopQueue } = await import("~/jobs/queue.server");
const { registeredJobs } = await import("~/job-handlers/registry.server");

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const kind of kinds) {
  process.env.TEST_DATABASE = kind;
  const steps: Record<"open" | "queue" | "dispose" | "total", number[]> = { open: [], queue: [], dispose: [], total: [] };
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const database = await createTestDatabase();
    const opened = performance.now();
    await startQueue(database, registeredJobs, { work: false });
    await stopQueue();
    const stopped = performance.now();
    await database.dispose();
    const done = performance.now();
    steps.open.push(opened - started);
    steps.queue.push(stopped - opened);
    steps.dispose.push(done - stopped);
    steps.total.push(done - started);
  }
  const row = Object.entries(steps).map(([step, values]) => `${step} ${Math.round(median(values))} ms`);
  console.log(`${kind.padEnd(8)} median of ${rounds}: ${row.join(", ")}`);
}
process.exit(0);
