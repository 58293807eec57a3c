import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { givePaidCopy, makeUser, storeDraft, storeSubmission, writtenAnswers } from "../../../../tests/support/submission-fixtures";
import { getDb } from "~/db/database.server";
import { assessmentDrafts, assessmentSubmissions, reportObligations, reports, submissionViews } from "~/db/schema";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { getAccountOverview } from "./account-overview.server";
import { loadAssessmentProgress } from "./assessment-progress.server";
import { deleteAccount } from "./delete-account.server";
import { exportUserData } from "./export-user-data.server";

setUpTestDatabase({ dataDir: "assessment-progress" });

const HOUR = 60 * 60 * 1000;
const draftAnswers = { email: "", completionDate: "", responses: { q1: "Half a thought" } };

/** A sent copy with what hangs off it: a report owed and a recorded opening. */
async function sendCopy(input: { email: string; userId: string | null; viewer: string }) {
  const entitlementId = await givePaidCopy({ email: input.email, userId: input.userId, formType: "depression" });
  const submissionId = await storeSubmission({
    entitlementId,
    userId: input.userId,
    email: input.email,
    formType: "depression",
    answers: writtenAnswers("depression"),
  });
  await getDb().insert(reportObligations).values({ id: `${submissionId}:catharsis`, submissionId, kind: "catharsis", dueAt: new Date() });
  await getDb().insert(submissionViews).values({ id: crypto.randomUUID(), submissionId, viewerUserId: input.viewer, viewerEmail: "admin@example.com" });
  return { entitlementId, submissionId };
}

describe(`questionnaire progress on /account (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("goes from not started to draft saved to submitted, per copy", async () => {
    const client = await makeUser("progress@example.com");
    const first = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const second = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const states = async () => (await getAccountOverview(client.userId)).assessments.map((item) => item.state);

    expect(await states()).toEqual(["not-started", "not-started"]);
    await storeDraft({ entitlementId: first, userId: client.userId, formType: "depression", answers: draftAnswers });
    expect(await states()).toEqual(["draft-saved", "not-started"]);
    await getDb().delete(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, first));
    const submissionId = await storeSubmission({ entitlementId: first, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    const dueAt = new Date(Date.now() + 20 * HOUR);
    await getDb().insert(reportObligations).values({ id: `${submissionId}:catharsis`, submissionId, kind: "catharsis", dueAt });
    expect(await states()).toEqual(["submitted", "not-started"]);
    // The sent copy links to its answers; the other has none to read yet.
    expect((await getAccountOverview(client.userId)).assessments.map((item) => item.submissionId)).toEqual([submissionId, null]);
    const reports = (await getAccountOverview(client.userId)).reports.map((report) => [report.state, report.reportId]);
    expect(reports).toEqual([
      ["being-written", `${submissionId}:catharsis`],
      ["awaiting-answers", null],
    ]);

    const progress = await loadAssessmentProgress(getDb(), [first, second, "unknown-copy"]);
    expect([...progress.entries()]).toEqual([
      [first, { state: "submitted", submissionId, reports: [{ reportId: `${submissionId}:catharsis`, kind: "catharsis", step: "being-written", dueAt, late: false }] }],
      [second, { state: "not-started", reports: [] }],
      ["unknown-copy", { state: "not-started", reports: [] }],
    ]);
    expect((await loadAssessmentProgress(getDb(), [])).size).toBe(0);
  });

  it("follows the report through the lane's stages to Ready with its download, and says when it is late", async () => {
    const client = await makeUser("timeline@example.com");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    const reportId = `${submissionId}:catharsis`;
    const now = new Date("2026-11-24T12:00:00Z");
    await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date("2026-11-24T16:10:00Z") });
    const stepAt = async (at = now) => {
      const [report] = (await loadAssessmentProgress(getDb(), [entitlementId], at)).get(entitlementId)?.reports ?? [];
      return report ? [report.step, report.late] : null;
    };

    expect(await stepAt()).toEqual(["being-written", false]);
    await getDb().insert(reports).values({ id: reportId, submissionId, kind: "catharsis", stage: "drafting" });
    expect(await stepAt()).toEqual(["being-written", false]);
    expect(await stepAt(new Date("2026-11-24T16:11:00Z"))).toEqual(["being-written", true]);
    for (const stage of ["in-review", "sent-back", "approved"] as const) {
      await getDb().update(reports).set({ stage }).where(eq(reports.id, reportId));
      expect(await stepAt(), stage).toEqual(["in-review", false]);
    }
    await getDb().update(reports).set({ stage: "delivered", pdfKey: "report.pdf", deliveredAt: now }).where(eq(reports.id, reportId));
    // A report delivered after its due time is ready, not late.
    expect(await stepAt(new Date("2026-11-25T12:00:00Z"))).toEqual(["ready", false]);
    const [shown] = (await getAccountOverview(client.userId)).reports;
    expect(shown).toMatchObject({ state: "ready", reportId, downloadUrl: `/account/reports/${encodeURIComponent(reportId)}/pdf` });
  });

  it("shows nothing owed for a cancelled obligation", async () => {
    const client = await makeUser("cancelled@example.com");
    const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "depression", answers: writtenAnswers("depression") });
    await getDb().insert(reportObligations).values({ id: `${submissionId}:catharsis`, submissionId, kind: "catharsis", dueAt: new Date(), status: "cancelled" });

    const overview = await getAccountOverview(client.userId);
    expect(overview.assessments.map((item) => item.state)).toEqual(["submitted"]);
    expect(overview.reports).toEqual([]);
  });
});

describe(`questionnaire data on deletion and export (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("deleting an account removes that person's drafts, submissions, reports owed and openings, and nobody else's", async () => {
    const admin = await makeUser("audit.admin@example.com", "admin");
    const client = await makeUser("leaving@example.com");
    const other = await makeUser("staying@example.com");
    const sameAddressElsewhere = await makeUser("moved.on@example.com");

    const drafting = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    await storeDraft({ entitlementId: drafting, userId: client.userId, formType: "depression", answers: draftAnswers });
    const own = await sendCopy({ email: client.email, userId: client.userId, viewer: admin.userId });
    const guest = await sendCopy({ email: client.email, userId: null, viewer: admin.userId });
    // Another account's submission carrying the same address stays theirs.
    const othersWithSameAddress = await sendCopy({ email: client.email, userId: sameAddressElsewhere.userId, viewer: admin.userId });
    const othersDrafting = await givePaidCopy({ email: other.email, userId: other.userId, formType: "depression" });
    await storeDraft({ entitlementId: othersDrafting, userId: other.userId, formType: "depression", answers: draftAnswers });
    const othersSent = await sendCopy({ email: other.email, userId: other.userId, viewer: admin.userId });

    await deleteAccount(client.userId);

    const db = getDb();
    const gone = [own.submissionId, guest.submissionId];
    const kept = [othersWithSameAddress.submissionId, othersSent.submissionId];
    expect(await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, drafting))).toEqual([]);
    expect(await db.select().from(assessmentSubmissions).where(inArray(assessmentSubmissions.id, gone))).toEqual([]);
    expect(await db.select().from(reportObligations).where(inArray(reportObligations.submissionId, gone))).toEqual([]);
    expect(await db.select().from(submissionViews).where(inArray(submissionViews.submissionId, gone))).toEqual([]);

    expect(await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.entitlementId, othersDrafting))).toHaveLength(1);
    const stayed = await db.select().from(assessmentSubmissions).where(inArray(assessmentSubmissions.id, kept));
    expect(stayed.map((row) => row.id).sort()).toEqual([...kept].sort());
    expect(await db.select().from(reportObligations).where(inArray(reportObligations.submissionId, kept))).toHaveLength(2);
    expect(await db.select().from(submissionViews).where(inArray(submissionViews.submissionId, kept))).toHaveLength(2);
  });

  it("the export lists the person's drafts and submissions with their answers opened, and no one else's", async () => {
    const client = await makeUser("exporting@example.com");
    const other = await makeUser("not.exported@example.com");
    const drafting = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
    await storeDraft({ entitlementId: drafting, userId: client.userId, formType: "depression", answers: draftAnswers });
    const own = await sendCopy({ email: client.email, userId: client.userId, viewer: other.userId });
    const guest = await sendCopy({ email: client.email, userId: null, viewer: other.userId });
    const theirs = await sendCopy({ email: other.email, userId: other.userId, viewer: other.userId });

    const opened: string[] = [];
    const exported = await exportUserData(client.userId, new Date(), (row) => {
      opened.push(`${row.kind}:${row.id}`);
      return { opened: row.id };
    });
    expect(exported?.assessments.drafts).toEqual([
      expect.objectContaining({ formType: "depression", questionsVersion: currentBankVersion("depression"), answers: { opened: drafting } }),
    ]);
    expect(exported?.assessments.submissions.map((row) => row.id).sort()).toEqual([own.submissionId, guest.submissionId].sort());
    expect(exported?.assessments.submissions[0]).toMatchObject({ formType: "depression", status: "received" });
    expect(opened.sort()).toEqual([`draft:${drafting}`, `submission:${own.submissionId}`, `submission:${guest.submissionId}`].sort());
    expect(JSON.stringify(exported)).not.toContain(theirs.submissionId);
    expect(JSON.stringify(exported)).not.toContain("sealed");

    // Without an opener (decryption lives with the assessments), answers are left out, not sealed text.
    const plain = await exportUserData(client.userId);
    expect(plain?.assessments.submissions.every((row) => row.answers === null)).toBe(true);
  });
});
