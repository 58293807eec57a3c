import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CRISIS_SENTENCE, fictionalAnswers, flaggedAnswers } from "../support/fictional-answers";
import { givePaidCopy, makeUser, storeSubmission } from "../support/submission-fixtures";
import { setUpTestDatabase } from "../support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { recordSafetyFollowUp } from "~/domains/assessments/safety/follow-up.server";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { loadReportRow, openDocument, sealDocument } from "~/domains/reports/lane/lane-records.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { approveReport, editSection, FAILING_EDIT_MESSAGE, sendBackReport } from "~/domains/reports/lane/review-actions.server";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { registerJob } from "~/jobs/queue.server";
import { draftReportJob, renderReportJob } from "~/jobs/report-lane.server";
import { acceptEverySection } from "../support/section-reviews";

/**
 * The four mistakes the issue names, each made in a draft (as a model or a
 * careless edit could make it) after the staff's safety follow-up is on
 * record: verification catches every one, approval refuses the draft, and a
 * reviewer's edit that makes one is refused before it is stored.
 */
const noop = async () => {};
setUpTestDatabase({ dataDir: "report-approval", queue: { work: false, jobs: [registerJob(draftReportJob, noop), registerJob(renderReportJob, noop)] } });

const reviewer = { userId: null, email: "reviewer@example.com" };
/** The submission's crisis sentence was read, as approval asks when there is one (ADR 0059). */
const READ = "Read the marked sentence; the safety follow-up covers it.";
const VERIFICATION_REFUSAL = "This draft does not pass verification yet. Fix the problems listed, then approve.";

/** A flagged marriage submission owing a Catharsis Report and a Therapist Summary, drafted, verified and followed up. */
async function flaggedReportsInReview() {
  const client = await makeUser(`approval-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
  const submissionId = await storeSubmission({
    entitlementId,
    userId: client.userId,
    email: client.email,
    formType: "marriage",
    answers: flaggedAnswers("marriage"),
    safetyCategories: ["suicidal-thoughts"],
  });
  const dueAt = new Date(Date.now() + 20 * 3_600_000);
  for (const kind of ["catharsis", "therapist-summary"] as const) {
    await getDb().insert(reportObligations).values({ id: `${submissionId}:${kind}`, submissionId, kind, dueAt });
  }
  const evidence = (await prepareSubmissionEvidence(submissionId))!;
  const opened = await openReports(evidence);
  for (const reportId of opened) expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
  const staff = await makeUser(`staff-${crypto.randomUUID().slice(0, 8)}@example.com`, "admin");
  await recordSafetyFollowUp(submissionId, staff, { note: "Called; safe, seeing her doctor this week." });
  return { submissionId, evidence };
}

/** Writes a changed document as the report's current revision, the way a draft lands. */
async function tamper(reportId: string, change: (document: ReportDocument) => void): Promise<number> {
  const row = (await loadReportRow(reportId))!;
  const document = openDocument(reportId, row.sealedDocument)!;
  change(document);
  await getDb().update(reports).set({ sealedDocument: sealDocument(reportId, document), revision: row.revision + 1 }).where(eq(reports.id, reportId));
  return row.revision + 1;
}

const section = (document: ReportDocument, id: string) => document.sections.find((candidate) => candidate.id === id)!;

describe("approval refuses a draft that verification catches", () => {
  it("approves the untouched drafts once the safety follow-up is recorded (the control)", async () => {
    const { submissionId } = await flaggedReportsInReview();
    for (const kind of ["catharsis", "therapist-summary"]) {
      const row = (await loadReportRow(`${submissionId}:${kind}`))!;
      expect(row.verificationFailures).toEqual([]);
      await acceptEverySection(row.id, reviewer);
      expect(await approveReport(row.id, { baseRevision: row.revision, riskNote: READ }, reviewer)).toEqual({ outcome: "approved" });
    }
  });

  it("a quote whose words are not the client's", async () => {
    const { submissionId } = await flaggedReportsInReview();
    const reportId = `${submissionId}:catharsis`;
    const revision = await tamper(reportId, (document) => {
      const quote = document.sections.flatMap((candidate) => candidate.blocks).find((block) => block.type === "quote")!;
      if (quote.type === "quote") quote.text = "Our marriage has never been happier.";
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });
  });

  it("a claim citing another client's sentence, by id or in quotation marks", async () => {
    const { submissionId } = await flaggedReportsInReview();
    const reportId = `${submissionId}:catharsis`;
    // Question 31 exists only in other forms' answers; this form has 30.
    let revision = await tamper(reportId, (document) => {
      section(document, "patterns").blocks.push({ type: "paragraph", claims: [{ text: "You wrote about your garden.", evidence: ["q31.s1"] }] });
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toMatchObject({ outcome: "refused" });
    const anotherClients = fictionalAnswers("death-grief").responses.q3!.split(/(?<=\.)\s/)[0]!;
    revision = await tamper(reportId, (document) => {
      const patterns = section(document, "patterns");
      patterns.blocks = patterns.blocks.slice(0, -1);
      patterns.blocks.push({ type: "paragraph", claims: [{ text: `You told us, “${anotherClients}”`, evidence: ["q1.s1"] }] });
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });
  });

  it("a safety flag dropped from the Therapist Summary's brief, by a draft or by an edit", async () => {
    const { submissionId } = await flaggedReportsInReview();
    const reportId = `${submissionId}:therapist-summary`;
    const before = (await loadReportRow(reportId))!;
    const brief = section(openDocument(reportId, before.sealedDocument)!, "brief");
    const withoutFlags = { ...brief, blocks: brief.blocks.filter((block) => block.type !== "risk-flags") };
    expect(await editSection(reportId, { section: withoutFlags, baseRevision: before.revision }, reviewer)).toEqual({
      outcome: "refused",
      message: "A safety flag cannot be removed from a report. Staff clear a flag on the submission page, with a note.",
    });
    const revision = await tamper(reportId, (document) => {
      section(document, "brief").blocks = withoutFlags.blocks;
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });
    // The crisis sentence itself is cited by id in the brief, never printed for the client.
    expect(JSON.stringify(openDocument(`${submissionId}:catharsis`, (await loadReportRow(`${submissionId}:catharsis`))!.sealedDocument))).not.toContain(CRISIS_SENTENCE);
  });

  it("a diagnosis written as fact, even in a reviewer's edit", async () => {
    const { submissionId } = await flaggedReportsInReview();
    const reportId = `${submissionId}:catharsis`;
    const row = (await loadReportRow(reportId))!;
    const patterns = section(openDocument(reportId, row.sealedDocument)!, "patterns");
    const edited = { ...patterns, blocks: [...patterns.blocks, { type: "paragraph" as const, claims: [{ text: "You have depression.", evidence: ["q1.s1"] }] }] };
    // The reviewer's edit is refused, with its reason, and not stored (issue 29)…
    expect(await editSection(reportId, { section: edited, baseRevision: row.revision }, reviewer)).toEqual({
      outcome: "refused",
      message: FAILING_EDIT_MESSAGE,
      failures: [expect.objectContaining({ rule: "diagnosis", sectionId: "patterns" })],
    });
    expect((await loadReportRow(reportId))!.revision).toBe(row.revision);
    // …and the same words landed as a draft are refused at approval.
    const revision = await tamper(reportId, (document) => {
      section(document, "patterns").blocks = edited.blocks;
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });
  });

  it("the client's crisis sentence quoted under an ordinary heading, in a reviewer's edit (issue 27)", async () => {
    const { submissionId, evidence } = await flaggedReportsInReview();
    const crisis = evidence.sentences.find((sentence) => sentence.text === CRISIS_SENTENCE)!;
    const reportId = `${submissionId}:catharsis`;
    const row = (await loadReportRow(reportId))!;
    const patterns = section(openDocument(reportId, row.sealedDocument)!, "patterns");
    const edited = { ...patterns, blocks: [...patterns.blocks, { type: "quote" as const, sentenceId: crisis.id, text: crisis.text }] };
    expect(await editSection(reportId, { section: edited, baseRevision: row.revision }, reviewer)).toEqual({
      outcome: "refused",
      message: FAILING_EDIT_MESSAGE,
      failures: [expect.objectContaining({ rule: "risk-sentence-placement", sectionId: "patterns", sentenceId: crisis.id })],
    });
    expect((await loadReportRow(reportId))!.revision).toBe(row.revision);
    const revision = await tamper(reportId, (document) => {
      section(document, "patterns").blocks = edited.blocks;
    });
    expect(await approveReport(reportId, { baseRevision: revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });
  });

  it("a flag a reviewer added and a re-draft dropped, checked on the server against the revision sent back (issue 31)", async () => {
    const { submissionId } = await flaggedReportsInReview();
    const reportId = `${submissionId}:therapist-summary`;
    const first = (await loadReportRow(reportId))!;
    const brief = section(openDocument(reportId, first.sealedDocument)!, "brief");
    const reviewerFlag = { category: "coercive-control", sentenceIds: ["q1.s1"], addedBy: "reviewer" as const };
    const flagged = {
      ...brief,
      blocks: brief.blocks.map((block) => (block.type === "risk-flags" ? { ...block, flags: [...block.flags, reviewerFlag] } : block)),
    };
    const saved = await editSection(reportId, { section: flagged, baseRevision: first.revision }, reviewer);
    expect(saved).toMatchObject({ outcome: "saved", failures: [] });
    if (saved.outcome !== "saved") return;

    // Sent back, and drafted again from the answers: the template knows nothing of the reviewer's flag.
    expect(await sendBackReport(reportId, { baseRevision: saved.revision, note: "Shorter, please." }, reviewer)).toEqual({ outcome: "sent-back" });
    expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
    const redrafted = (await loadReportRow(reportId))!;
    expect(JSON.stringify(openDocument(reportId, redrafted.sealedDocument))).not.toContain("coercive-control");
    expect(await approveReport(reportId, { baseRevision: redrafted.revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });

    // An edit elsewhere does not wash the dropped flag out of the list of problems.
    const other = openDocument(reportId, redrafted.sealedDocument)!.sections.find((candidate) => candidate.id !== "brief")!;
    const elsewhere = await editSection(reportId, { section: other, baseRevision: redrafted.revision }, reviewer);
    expect(elsewhere).toMatchObject({ outcome: "saved", failures: [expect.objectContaining({ rule: "safety-flag-removed" })] });
    if (elsewhere.outcome !== "saved") return;
    expect(await approveReport(reportId, { baseRevision: elsewhere.revision, riskNote: READ }, reviewer)).toEqual({ outcome: "refused", message: VERIFICATION_REFUSAL });

    // With the flag back in the brief, the report is approved.
    const current = openDocument(reportId, (await loadReportRow(reportId))!.sealedDocument)!;
    const currentBrief = section(current, "brief");
    const restored = {
      ...currentBrief,
      blocks: currentBrief.blocks.map((block) => (block.type === "risk-flags" ? { ...block, flags: [...block.flags, reviewerFlag] } : block)),
    };
    const fixed = await editSection(reportId, { section: restored, baseRevision: elsewhere.revision }, reviewer);
    expect(fixed).toMatchObject({ outcome: "saved", failures: [] });
    if (fixed.outcome !== "saved") return;
    await acceptEverySection(reportId, reviewer);
    expect(await approveReport(reportId, { baseRevision: fixed.revision, riskNote: READ }, reviewer)).toEqual({ outcome: "approved" });
  });
});
