import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { buy, signedInClient } from "../support/assessment-clients";
import { postSubmission, rowsOf, submissionBody } from "../support/assessment-requests";
import { fictionalAnswers, MARRIAGE_CITABLE_SENTENCE } from "../support/fictional-answers";
import { setUpMailTestDatabase } from "../support/mail-test-database";
import { getEnv } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { dataPaths } from "~/config/paths.server";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports } from "~/db/schema";
import { approveReport } from "~/domains/reports/lane/review-actions.server";
import { readReportPdf } from "~/domains/reports/storage/report-files.server";
import { acceptEverySection } from "../support/section-reviews";

/**
 * The whole lane on the real queue: a paid bundle's submission is prepared,
 * drafted three times over and verified, approved, rendered, delivered and
 * announced; then nothing at rest (database, stored files, mailbox, log)
 * holds the client's words in the clear.
 */
process.env.APP_URL = "http://localhost:3000";
const { mailbox } = setUpMailTestDatabase("report-lane");
const label = process.env.TEST_DATABASE ?? "pglite";
// One word, so a line break in the PDF cannot split it.
const canary = "Tangerinelanterncanary";

async function stagesOf(submissionId: string): Promise<string[]> {
  const rows = await getDb().select({ stage: reports.stage }).from(reports).where(eq(reports.submissionId, submissionId));
  return rows.map((row) => row.stage).sort();
}

async function rawDatabaseText(): Promise<string> {
  const tables = rowsOf<{ table_schema: string; table_name: string }>(
    await getDb().execute(sql`
      select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const parts: string[] = [];
  for (const { table_schema: schema, table_name: name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await getDb().execute(sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`),
    );
    parts.push(...rows.map((row) => `${schema}.${name} ${row.row}`));
  }
  return parts.join("\n");
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe(`the reports lane, end to end on the queue (${label})`, () => {
  it("turns a bundle's answers into three verified drafts, then approved reports delivered by e-mail, with the canary nowhere at rest", async () => {
    const logged = (["trace", "debug", "info", "warn", "error", "fatal"] as const).map((level) => vi.spyOn(logger, level));
    try {
      const client = await signedInClient("lane");
      const purchase = await buy({ email: client.email, userId: client.id }, [{ productId: "complete-bundle", category: "marriage", quantity: 1 }]);
      const entitlementId = purchase.entitlements[0]!.id;
      const answers = fictionalAnswers("marriage");
      // The marriage report quotes this sentence (MARRIAGE_CITABLE_SENTENCE), so the canary travels into the PDF.
      answers.responses.q5 = answers.responses.q5!.replace("Denver", canary);
      const sent = await postSubmission(submissionBody(entitlementId, answers, { formType: "marriage" }), client.cookie);
      expect(sent.status).toBe(200);
      const submissionId = sent.body.submissionId as string;

      // Prepared, drafted and verified by the jobs alone: three reports wait for review.
      await expect.poll(() => stagesOf(submissionId), { timeout: 60_000, interval: 250 }).toEqual(["in-review", "in-review", "in-review"]);
      const drafted = await getDb().select().from(reports).where(eq(reports.submissionId, submissionId));
      expect(drafted.map((report) => report.kind).sort()).toEqual(["catharsis", "root-cause", "therapist-summary"]);
      for (const report of drafted) {
        expect(report.verificationFailures, `${report.kind} passes verification`).toEqual([]);
        expect(report.draftRecords[0]).toMatchObject({ drafter: "template", promptVersion: "template-v1", attempts: 1 });
      }

      const reviewer = { userId: null, email: "reviewer@example.com" };
      for (const report of drafted) {
        await acceptEverySection(report.id, reviewer);
        expect(await approveReport(report.id, { baseRevision: report.revision }, reviewer)).toEqual({ outcome: "approved" });
      }
      await expect.poll(() => stagesOf(submissionId), { timeout: 60_000, interval: 250 }).toEqual(["delivered", "delivered", "delivered"]);
      const obligations = await getDb().select({ status: reportObligations.status }).from(reportObligations).where(eq(reportObligations.submissionId, submissionId));
      expect(obligations.map((row) => row.status)).toEqual(["delivered", "delivered", "delivered"]);

      // The client's sentence is in their PDF, which opens only through the lane's storage.
      const catharsis = (await getDb().select().from(reports).where(eq(reports.id, `${submissionId}:catharsis`)))[0]!;
      const pdf = await readReportPdf(catharsis.id, catharsis.pdfKey!);
      const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf!)), { mergePages: true });
      expect(text.replace(/\s+/g, " ")).toContain(MARRIAGE_CITABLE_SENTENCE.replace("Denver", canary));
      expect(totalPages).toBeGreaterThanOrEqual(10);
      const actions = (await getDb().select({ action: reportEvents.action }).from(reportEvents).where(eq(reportEvents.reportId, catharsis.id))).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(["received", "drafted", "verified", "approved", "rendered", "delivered"]));

      // Nothing at rest holds the canary in the clear.
      await expect.poll(async () => (await readdir(mailbox).catch(() => [])).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      expect((await rawDatabaseText()).includes(canary), "the canary is in the database").toBe(false);
      const stored = await filesUnder(dataPaths(getEnv()).files);
      expect(stored.filter((file) => file.includes(`${path.sep}reports${path.sep}`))).toHaveLength(3);
      for (const file of stored) {
        const bytes = await readFile(file);
        expect(bytes.includes(Buffer.from(canary)), `${file} holds the canary`).toBe(false);
        expect(bytes.subarray(0, 4).toString() === "%PDF" && file.includes(`${path.sep}reports${path.sep}`), `${file} is a plain PDF`).toBe(false);
      }
      const mail = (await Promise.all((await readdir(mailbox)).map((file) => readFile(path.join(mailbox, file), "utf8")))).join("\n");
      expect(mail).toMatch(/Your .*(report|Report).* (is|are) ready/);
      expect(mail.includes(canary), "the canary is in an e-mail").toBe(false);
      const logText = JSON.stringify(logged.flatMap((spy) => spy.mock.calls), (_key, value: unknown) =>
        value instanceof Error ? `${value.message} ${value.stack ?? ""}` : value,
      );
      expect(logText).toContain(submissionId);
      expect(logText.includes(canary), "the canary is in the log").toBe(false);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  }, 180_000);
});
