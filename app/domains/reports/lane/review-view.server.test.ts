import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { givePaidCopy, makeUser, storeSubmission } from "../../../../tests/support/submission-fixtures";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import type { DraftRecord } from "../document/report-drafter";
import { exampleEvidence, exampleReport } from "../verify/example-reports";
import { recordEvent, sealDocument, storeEvidence } from "./lane-records.server";
import { loadReviewView } from "./review-view.server";

setUpTestDatabase();

const record: DraftRecord = {
  drafter: "template",
  provider: "template",
  model: null,
  promptVersion: "template-v1",
  inputTokens: null,
  outputTokens: null,
  durationMs: 40,
  attempts: 1,
};

async function submissionWithReport(email: string, stage: "drafting" | "in-review", options: { diagnosis?: boolean } = {}) {
  const client = await makeUser(email);
  const entitlementId = await givePaidCopy({ email, userId: client.userId, formType: "depression" });
  const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email, formType: "depression", answers: {} });
  const reportId = randomUUID();
  const dueAt = new Date("2026-11-24T09:00:00Z");
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt });
  const evidence = { ...exampleEvidence(), submissionId };
  await storeEvidence(getDb(), evidence);
  const document = exampleReport("catharsis", evidence);
  if (options.diagnosis) document.sections.find((section) => section.id === "patterns")!.blocks.push({ type: "paragraph", claims: [{ text: "You have depression.", evidence: ["q1.s1"] }] });
  await getDb()
    .insert(reports)
    .values({
      id: reportId,
      submissionId,
      kind: "catharsis",
      stage,
      revision: stage === "drafting" ? 0 : 1,
      sealedDocument: stage === "drafting" ? null : sealDocument(reportId, document),
      draftRecords: stage === "drafting" ? [] : [record],
      // What was stored at draft time; the view checks the document again.
      verificationFailures: stage === "drafting" ? null : [],
    });
  return { reportId, submissionId, dueAt, document };
}

describe(`a report's review view (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("opens the document, the evidence, the audit log's sealed detail and the draft records", async () => {
    const { reportId, submissionId, dueAt, document } = await submissionWithReport("view@example.com", "in-review");
    const reviewer = { userId: null, email: "reviewer@example.com" };
    await recordEvent(getDb(), { reportId, action: "sent-back", actor: reviewer, fromRevision: 1, detail: { note: "Warmer, please." } });

    const view = await loadReviewView(reportId);
    expect(view?.report).toMatchObject({ id: reportId, submissionId, kind: "catharsis", stage: "in-review", revision: 1 });
    expect(view?.dueAt).toEqual(dueAt);
    expect(view?.document).toEqual(document);
    expect(view?.evidence?.sentences.map((sentence) => sentence.id)).toContain("q2.s1");
    expect(view?.failures).toEqual([]);
    expect(view?.safety).toEqual({ flagged: false, followedUp: false });
    expect(view?.events).toEqual([expect.objectContaining({ action: "sent-back", actorEmail: "reviewer@example.com", fromRevision: 1, detail: { note: "Warmer, please." } })]);
    expect(view?.draftRecords).toEqual([record]);
  });

  it("checks the current revision again rather than trusting what was stored at draft time", async () => {
    const { reportId } = await submissionWithReport("stale-check@example.com", "in-review", { diagnosis: true });
    const view = await loadReviewView(reportId);
    expect(view?.failures).toEqual(expect.arrayContaining([expect.objectContaining({ rule: "diagnosis", sectionId: "patterns" })]));
  });

  it("has no document while the first draft is written, and nothing for an unknown report", async () => {
    const { reportId } = await submissionWithReport("drafting@example.com", "drafting");
    expect(await loadReviewView(reportId)).toMatchObject({ document: null, failures: [], events: [], draftRecords: [] });
    expect(await loadReviewView("no-such-report")).toBeNull();
  });
});
