import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { emailLog, entitlements, reportEvents, reportObligations, reports, type ReportStage } from "~/db/schema";
import { registerJob } from "~/jobs/queue.server";
import { sendEmailJob, type EmailPayload } from "~/jobs/send-email.server";
import { slaEmailKey, type SlaNotice } from "./sla-decision";
import { findSlaCases, recordSlaNotices, type SlaCase } from "./sla-notices.server";

/**
 * The SLA job's once-only promise on the database: each notice is queued
 * once per report, however many runs see it, and never for a delivered or
 * cancelled report. Jobs are stored, not run (the handler's test sends them).
 */
setUpTestDatabase({ queue: { work: false, jobs: [registerJob(sendEmailJob, async () => {})] } });

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-11-23T12:00:00.000Z");

async function owedReport(input: { dueInHours: number; stage?: ReportStage | null; obligation?: "owed" | "delivered" | "cancelled" }) {
  const email = `sla-${randomUUID().slice(0, 6)}@example.com`;
  const { userId } = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId, formType: "depression" });
  const submissionId = await storeSubmission({ entitlementId, userId, email, formType: "depression", answers: writtenAnswers("depression", {}, email) });
  const reportId = `obl-${randomUUID().slice(0, 8)}`;
  const db = getDb();
  await db.insert(reportObligations).values({
    id: reportId,
    submissionId,
    kind: "catharsis",
    status: input.obligation ?? "owed",
    dueAt: new Date(now.getTime() + input.dueInHours * HOUR),
  });
  if (input.stage !== null) await db.insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage: input.stage ?? "in-review" });
  return { reportId, email, userId, entitlementId };
}

const caseFor = async (reportId: string, at = now) => (await findSlaCases(at)).find((found) => found.reportId === reportId);

function emailsFor(slaCase: SlaCase): Map<SlaNotice, EmailPayload> {
  return new Map(
    slaCase.notices.map((notice) => [
      notice,
      {
        idempotencyKey: slaEmailKey(notice, slaCase.reportId),
        template: `report-${notice}`,
        to: notice === "client-late" ? slaCase.client.email : "provider@example.com",
        subject: notice,
        html: "<p>notice</p>",
        text: "notice",
      },
    ]),
  );
}

/** Runs the job's two steps for one report, as the handler does. */
async function run(reportId: string, at = now): Promise<SlaNotice[]> {
  const slaCase = await caseFor(reportId, at);
  return slaCase ? recordSlaNotices(slaCase, emailsFor(slaCase), at) : [];
}

async function queuedKeys(reportId: string): Promise<string[]> {
  const result = await getDb().execute(sql`select data->>'idempotencyKey' as key from pgboss.job where name = 'send-email' and data->>'idempotencyKey' like ${`%:${reportId}`} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string }[];
  return rows.map((row) => row.key);
}

const reportRow = async (reportId: string) => (await getDb().select().from(reports).where(eq(reports.id, reportId)))[0];
const events = async (reportId: string) =>
  (await getDb().select({ action: reportEvents.action }).from(reportEvents).where(eq(reportEvents.reportId, reportId))).map((event) => event.action);

describe("the report SLA notices", () => {
  it("leave a report with more than four hours alone", async () => {
    const { reportId } = await owedReport({ dueInHours: 5 });
    expect(await caseFor(reportId)).toBeUndefined();
  });

  it("warn the provider once when four hours or less are left, and record it", async () => {
    const { reportId } = await owedReport({ dueInHours: 3 });
    expect(await run(reportId)).toEqual(["due-soon"]);
    expect(await run(reportId, new Date(now.getTime() + 5 * 60 * 1000))).toEqual([]);
    expect(await queuedKeys(reportId)).toEqual([slaEmailKey("due-soon", reportId)]);
    expect((await reportRow(reportId))?.slaWarnedAt).toEqual(now);
    expect(await events(reportId)).toEqual(["sla-warned"]);
  });

  it("tell the provider and the client once when it is late, and never warn after the deadline", async () => {
    const { reportId, email } = await owedReport({ dueInHours: -0.5, stage: "drafting" });
    const slaCase = await caseFor(reportId);
    expect(slaCase?.notices).toEqual(["overdue", "client-late"]);
    expect(slaCase?.client.email).toBe(email);
    expect(await run(reportId)).toEqual(["overdue", "client-late"]);
    expect(await caseFor(reportId, new Date(now.getTime() + HOUR))).toBeUndefined();
    // Queued in one transaction, so they share a timestamp: compare as a set.
    expect((await queuedKeys(reportId)).sort()).toEqual([slaEmailKey("client-late", reportId), slaEmailKey("overdue", reportId)]);
    const row = await reportRow(reportId);
    expect([row?.slaOverdueAt, row?.clientToldLateAt, row?.slaWarnedAt]).toEqual([now, now, null]);
  });

  it("queue each e-mail once when two runs overlap", async () => {
    const { reportId } = await owedReport({ dueInHours: -1 });
    const [first, second] = await Promise.all([caseFor(reportId), caseFor(reportId)]);
    const queued = await Promise.all([recordSlaNotices(first!, emailsFor(first!), now), recordSlaNotices(second!, emailsFor(second!), now)]);
    expect(queued.flat().sort()).toEqual(["client-late", "overdue"]);
    expect((await queuedKeys(reportId)).sort()).toEqual([slaEmailKey("client-late", reportId), slaEmailKey("overdue", reportId)]);
  });

  it("never write about a delivered report, a cancelled obligation or a refunded copy", async () => {
    const delivered = await owedReport({ dueInHours: -2, stage: "delivered" });
    const met = await owedReport({ dueInHours: -2, stage: "delivered", obligation: "delivered" });
    const cancelled = await owedReport({ dueInHours: -2, obligation: "cancelled" });
    const refunded = await owedReport({ dueInHours: -2 });
    await getDb().update(entitlements).set({ status: "revoked" }).where(eq(entitlements.id, refunded.entitlementId));
    for (const { reportId } of [delivered, met, cancelled, refunded]) {
      expect(await caseFor(reportId)).toBeUndefined();
      expect(await queuedKeys(reportId)).toEqual([]);
    }
  });

  it("write about an obligation whose report never started, once its e-mail is in the log", async () => {
    const { reportId } = await owedReport({ dueInHours: -1, stage: null });
    const slaCase = await caseFor(reportId);
    expect(slaCase).toMatchObject({ hasReport: false, stage: null, notices: ["overdue", "client-late"] });
    expect(await run(reportId)).toEqual(["overdue", "client-late"]);

    // Sent (as the send-email handler would log it): the next run queues nothing.
    for (const notice of ["overdue", "client-late"] as const) {
      await getDb().insert(emailLog).values({ idempotencyKey: slaEmailKey(notice, reportId), template: `report-${notice}`, recipient: "x@example.com", subject: notice, transport: "dev-mailbox" });
    }
    expect(await run(reportId, new Date(now.getTime() + 5 * 60 * 1000))).toEqual([]);
    expect(await queuedKeys(reportId)).toHaveLength(2);
  });
});
