// The reports lane under a burst, for `npm run bench` (BENCH_ONLY=report-lane runs it alone):
// 50 clients send their Catharsis (marriage) questionnaires at the same moment; measured per
// report, the seconds from the submission to its draft being written, verified and waiting in
// the review queue (the template drafter, on the real job queue, on a fresh embedded database
// in a temporary folder). Prints p50, p99 and the slowest; over 60 s fails. Needs no build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { fictionalAnswers } from "../tests/support/fictional-answers";
import { givePaidCopy, makeUser } from "../tests/support/submission-fixtures";

const SUBMISSIONS = 50;
const LIMIT_SECONDS = 60;

export type ReportLaneBenchResult = { p50: number; p99: number; max: number; drafted: number };

export async function benchReportLane(): Promise<ReportLaneBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "catharsis-bench-lane-"));
  Object.assign(process.env, { DATA_DIR: dataDir, APP_ENV: "local", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
  // Imported after the environment is set: the app reads it once.
  const { openDatabase } = await import("~/db/client.server");
  const { setDatabase, getDb } = await import("~/db/database.server");
  const { startQueue, stopQueue } = await import("~/jobs/queue.server");
  const { registeredJobs } = await import("~/job-handlers/registry.server");
  const { submitAssessment } = await import("~/domains/assessments/submit-assessment.server");
  const { currentBankVersion } = await import("~/domains/assessments/assessment-answers");
  const { reports } = await import("~/db/schema");

  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await database.migrate();
    setDatabase(database);
    await startQueue(database, registeredJobs, { work: true });

    const clients = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, n) => {
        const user = await makeUser(`bench-lane-${n}@example.com`);
        const entitlementId = await givePaidCopy({ email: user.email, userId: user.userId, formType: "marriage" });
        return { ...user, entitlementId };
      }),
    );
    const answers = fictionalAnswers("marriage");
    const sentAt = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        const submissionId = crypto.randomUUID();
        const result = await submitAssessment({
          userId: client.userId,
          accountEmail: client.email,
          formType: "marriage",
          entitlementId: client.entitlementId,
          submissionId,
          bankVersion: currentBankVersion("marriage"),
          answers: { ...answers, email: client.email },
        });
        if (result.outcome !== "sent") throw new Error(`submission refused: ${result.outcome}`);
        sentAt.set(submissionId, performance.now());
      }),
    );
    console.log(`\nReports lane: ${SUBMISSIONS} marriage submissions sent at once in ${((performance.now() - started) / 1000).toFixed(2)} s`);

    // Each report's moment in the queue, as this process saw it (polled every 50 ms).
    const waiting = new Map<string, number>();
    const ids = [...sentAt.keys()];
    while (waiting.size < SUBMISSIONS && (performance.now() - started) / 1000 < LIMIT_SECONDS * 2) {
      const rows = await getDb()
        .select({ submissionId: reports.submissionId, stage: reports.stage })
        .from(reports)
        .where(inArray(reports.submissionId, ids));
      const now = performance.now();
      for (const row of rows) if (row.stage === "in-review" && !waiting.has(row.submissionId)) waiting.set(row.submissionId, now);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = [...waiting].map(([id, at]) => (at - (sentAt.get(id) ?? started)) / 1000).sort((a, b) => a - b);
    const pick = (q: number) => seconds[Math.min(seconds.length - 1, Math.ceil(q * seconds.length) - 1)] ?? Number.NaN;
    const result = { p50: pick(0.5), p99: pick(0.99), max: seconds.at(-1) ?? Number.NaN, drafted: seconds.length };
    const verdict = result.drafted === SUBMISSIONS && result.max <= LIMIT_SECONDS ? "PASS" : "FAIL";
    console.log(
      `  submission → draft verified and in the review queue: p50 ${result.p50.toFixed(2)} s, p99 ${result.p99.toFixed(2)} s, ` +
        `slowest ${result.max.toFixed(2)} s; ${result.drafted}/${SUBMISSIONS} drafted (target ≤ ${LIMIT_SECONDS} s each: ${verdict})`,
    );
    return result;
  } finally {
    await stopQueue();
    await database.close();
    setDatabase(undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

