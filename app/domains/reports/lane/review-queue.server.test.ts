import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports, safetyFlagReviews } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import { listReviewQueue } from "./review-queue.server";

setUpTestDatabase();

const HOUR = 3_600_000;

async function submission(email: string, options: { flagged?: boolean; readFirst?: boolean; submittedHoursAgo: number }) {
  const client = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId: client.userId, formType: "marriage" });
  const submittedAt = new Date(Date.now() - options.submittedHoursAgo * HOUR);
  const id = await storeSubmission({
    entitlementId,
    userId: client.userId,
    email,
    formType: "marriage",
    answers: {},
    safetyCategories: options.flagged ? ["self-harm"] : [],
    reviewRiskCategories: options.readFirst ? ["suicidal-thoughts"] : [],
    submittedAt,
  });
  return { id, dueAt: new Date(submittedAt.getTime() + 24 * HOUR) };
}

async function owe(
  owner: { id: string; dueAt: Date },
  kind: ReportKind,
  report?: { stage: "drafting" | "in-review" | "sent-back" | "approved" | "delivered"; failures?: number },
  status: "owed" | "delivered" | "cancelled" = "owed",
) {
  const id = randomUUID();
  await getDb().insert(reportObligations).values({ id, submissionId: owner.id, kind, status, dueAt: owner.dueAt });
  if (report) {
    const failures = Array.from({ length: report.failures ?? 0 }, () => ({ rule: "diagnosis", sectionId: "patterns", message: "A diagnosis." }));
    await getDb()
      .insert(reports)
      .values({ id, submissionId: owner.id, kind, stage: report.stage, revision: 1, verificationFailures: report.stage === "drafting" ? null : failures });
  }
  return id;
}

describe(`the review queue (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("lists flagged submissions first, then by due time, with every owed report not yet delivered and nothing else", async () => {
    const older = await submission("older@example.com", { submittedHoursAgo: 20 });
    const newer = await submission("newer@example.com", { submittedHoursAgo: 2 });
    const flagged = await submission("flagged@example.com", { flagged: true, submittedHoursAgo: 1 });

    const newerCatharsis = await owe(newer, "catharsis", { stage: "in-review", failures: 2 });
    const olderWaiting = await owe(older, "root-cause");
    const olderApproved = await owe(older, "catharsis", { stage: "approved" });
    await owe(older, "therapist-summary", { stage: "delivered" });
    await owe(older, "enneagram", undefined, "cancelled");
    const flaggedReport = await owe(flagged, "therapist-summary", { stage: "in-review" });

    const queue = await listReviewQueue();
    expect(queue.map((item) => item.reportId)).toEqual([flaggedReport, olderApproved, olderWaiting, newerCatharsis]);
    expect(queue[0]).toMatchObject({ urgent: true, followedUp: false, safetyCategories: ["self-harm"], email: "flagged@example.com", failureCount: 0 });
    expect(queue.find((item) => item.reportId === olderWaiting)).toMatchObject({ hasReport: false, stage: "received", failureCount: null });
    expect(queue.find((item) => item.reportId === newerCatharsis)).toMatchObject({ hasReport: true, stage: "in-review", failureCount: 2, revision: 1 });
    expect(queue.find((item) => item.reportId === olderApproved)?.dueAt).toEqual(older.dueAt);
  });

  it("puts a 'read first' submission after the flagged ones and before earlier-due ordinary ones, saying which it is", async () => {
    const ordinary = await submission("ordinary@example.com", { submittedHoursAgo: 20 });
    const readFirst = await submission("read-first@example.com", { readFirst: true, submittedHoursAgo: 1 });
    const flagged = await submission("flagged-too@example.com", { flagged: true, submittedHoursAgo: 2 });
    const ordinaryReport = await owe(ordinary, "catharsis", { stage: "in-review" });
    const readFirstReport = await owe(readFirst, "catharsis", { stage: "in-review" });
    const flaggedReport = await owe(flagged, "catharsis", { stage: "in-review" });

    const mine = new Set<string>([ordinaryReport, readFirstReport, flaggedReport]);
    const queue = (await listReviewQueue()).filter((item) => mine.has(item.reportId));
    expect(queue.map((item) => item.reportId)).toEqual([flaggedReport, readFirstReport, ordinaryReport]);
    expect(queue.map((item) => item.readFirst)).toEqual([false, true, false]);
    expect(queue[1]).toMatchObject({ urgent: false, reviewRiskCategories: ["suicidal-thoughts"] });
  });

  it("says when a flagged submission's safety follow-up is on record", async () => {
    const flagged = await submission("followed@example.com", { flagged: true, submittedHoursAgo: 3 });
    const reportId = await owe(flagged, "catharsis", { stage: "in-review" });
    const reviewer = await makeUser("reviewer@example.com", "admin");
    await getDb().insert(safetyFlagReviews).values({ id: randomUUID(), submissionId: flagged.id, reviewerUserId: reviewer.userId, reviewerEmail: reviewer.email, sealedNote: "v1.sealed" });
    expect((await listReviewQueue()).find((item) => item.reportId === reportId)).toMatchObject({ urgent: true, followedUp: true });
  });
});
