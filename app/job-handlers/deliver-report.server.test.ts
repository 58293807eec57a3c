import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission, writtenAnswers } from "../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reportEvents, reportObligations, reports, users } from "~/db/schema";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { storeReportPdf } from "~/domains/reports/storage/report-files.server";
import { deliverReportJob, enqueueReportDelivery } from "~/jobs/deliver-report.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { deliverReport } from "./deliver-report.server";

// The worker runs every registered job: it sends the e-mails, and the delivery jobs queued below.
const { mailbox } = setUpTestDatabase({ dataDir: "deliver-report", queue: { work: true, pollingIntervalSeconds: 0.5 } });

const CANARY = "velvet-harbor-canary-5521";

/** A sent marriage questionnaire whose Catharsis Report has reached `stage`, with a stored PDF unless told otherwise. */
async function reportAt(email: string, stage: "in-review" | "approved", options: { pdf?: boolean } = {}) {
  const client = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId: client.userId, formType: "marriage" });
  const answers = writtenAnswers("marriage", { q1: `We argue about money, ${CANARY}, every single week.` }, email);
  const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email, formType: "marriage", answers });
  const reportId = `${submissionId}:catharsis`;
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 3_600_000) });
  const pdfKey = options.pdf === false ? null : await storeReportPdf(reportId, Buffer.from("%PDF-1.7 test report"));
  await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage, pdfKey, approvedAt: stage === "approved" ? new Date() : null });
  return { reportId, submissionId, userId: client.userId };
}

const messagesTo = async (to: string) => (await listMailbox(mailbox)).filter((message) => message.to === to);

async function stateOf(reportId: string) {
  const [report] = await getDb().select().from(reports).where(eq(reports.id, reportId));
  const [obligation] = await getDb().select().from(reportObligations).where(eq(reportObligations.id, reportId));
  const events = await getDb().select().from(reportEvents).where(eq(reportEvents.reportId, reportId));
  return { stage: report?.stage, deliveredAt: report?.deliveredAt, obligation: obligation?.status, events: events.map((event) => [event.action, event.actorEmail]) };
}

describe(`delivering a report (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("marks an approved report delivered, meets its obligation, logs it, and e-mails the client once even when run twice", async () => {
    const { reportId } = await reportAt("ready.client@example.com", "approved");

    await deliverReport({ reportId });
    await deliverReport({ reportId });

    const state = await stateOf(reportId);
    expect(state).toMatchObject({ stage: "delivered", obligation: "delivered", events: [["delivered", "system"]] });
    expect(state.deliveredAt).toBeInstanceOf(Date);
    await expect.poll(async () => (await messagesTo("ready.client@example.com")).length, { timeout: 15_000 }).toBe(1);
    // A retry after the e-mail went out sends nothing more.
    await deliverReport({ reportId });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [message, ...more] = await messagesTo("ready.client@example.com");
    expect(more).toEqual([]);
    expect(message?.subject).toBe("Your Catharsis report is ready");
    expect(message?.text).toContain("Your Catharsis Report is ready");
    expect(message?.text).toContain("reviewed it");
    expect(message?.html).toContain('href="http://localhost:3000/account#reports"');
    expect(message?.html + message!.text).not.toContain(CANARY);
    expect(message?.html + message!.text).not.toContain("My answer to");
    expect((await stateOf(reportId)).events).toHaveLength(1);
  });

  it("writes to the account's current address, or to the submission's when the account is gone", async () => {
    const moved = await reportAt("old.address@example.com", "approved");
    await getDb().update(users).set({ email: "new.address@example.com" }).where(eq(users.id, moved.userId));
    await deliverReport({ reportId: moved.reportId });
    await expect.poll(async () => (await messagesTo("new.address@example.com")).length, { timeout: 15_000 }).toBe(1);

    const orphan = await reportAt("no.account@example.com", "approved");
    await getDb().update(assessmentSubmissions).set({ userId: null }).where(eq(assessmentSubmissions.id, orphan.submissionId));
    await deliverReport({ reportId: orphan.reportId });
    await expect.poll(async () => (await messagesTo("no.account@example.com")).length, { timeout: 15_000 }).toBe(1);
    expect(await messagesTo("old.address@example.com")).toEqual([]);
  });

  it("delivers nothing that is not approved with a PDF, or whose obligation was cancelled", async () => {
    const inReview = await reportAt("not.yet@example.com", "in-review");
    const unrendered = await reportAt("no.pdf@example.com", "approved", { pdf: false });
    const refunded = await reportAt("refunded@example.com", "approved");
    await getDb().update(reportObligations).set({ status: "cancelled" }).where(eq(reportObligations.id, refunded.reportId));

    for (const { reportId } of [inReview, unrendered, refunded]) await deliverReport({ reportId });
    await deliverReport({ reportId: "no-such-report:catharsis" });

    expect((await stateOf(inReview.reportId)).stage).toBe("in-review");
    expect((await stateOf(unrendered.reportId)).stage).toBe("approved");
    expect(await stateOf(refunded.reportId)).toMatchObject({ stage: "approved", obligation: "cancelled", events: [] });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const address of ["not.yet@example.com", "no.pdf@example.com", "refunded@example.com"]) expect(await messagesTo(address)).toEqual([]);
  });

  it("is queued with the caller's transaction, and the worker delivers it", async () => {
    const { reportId } = await reportAt("queued@example.com", "approved");
    await prepareToEnqueue(deliverReportJob);
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueReportDelivery(tx, reportId);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const queued = await getDb().execute(sql`select count(*)::int as count from pgboss.job where name = 'deliver-report' and data->>'reportId' = ${reportId}`);
    const rows = (Array.isArray(queued) ? queued : (queued as { rows: unknown[] }).rows) as { count: number }[];
    expect(rows[0]?.count).toBe(0);

    await getDb().transaction(async (tx) => enqueueReportDelivery(tx, reportId));
    await expect.poll(async () => (await messagesTo("queued@example.com")).length, { timeout: 15_000 }).toBe(1);
    expect((await stateOf(reportId)).stage).toBe("delivered");
  });
});
