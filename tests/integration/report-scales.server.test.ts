import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { fictionalAnswers } from "../support/fictional-answers";
import { givePaidCopy, makeUser, storeSubmission } from "../support/submission-fixtures";
import { setUpTestDatabase } from "../support/test-database";
import { getDb } from "~/db/database.server";
import { reportObligations, reports } from "~/db/schema";
import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { recordSafetyFollowUp } from "~/domains/assessments/safety/follow-up.server";
import type { ReportDocument, ScalesBlock } from "~/domains/reports/document/report-document";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { loadReportRow, openDocument, sealDocument } from "~/domains/reports/lane/lane-records.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { approveReport, editSection } from "~/domains/reports/lane/review-actions.server";
import { renderApprovedReport } from "~/domains/reports/lane/render-report.server";
import { readReportPdf } from "~/domains/reports/storage/report-files.server";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";
import { deliverReportJob } from "~/jobs/deliver-report.server";
import { registerJob } from "~/jobs/queue.server";
import { draftReportJob, renderReportJob } from "~/jobs/report-lane.server";
import { acceptEverySection } from "../support/section-reviews";

/**
 * A Depression Assessment with PHQ-9 item 9 answered "Several days" and
 * nothing the text screen caught: the reports carry the scales as code
 * scored them, the clinician brief flags item 9 on the item itself, an edit
 * cannot change a score, and the Therapist Summary's PDF prints the item
 * and the answer.
 */
const noop = async () => {};
setUpTestDatabase({
  dataDir: "report-scales",
  queue: { work: false, jobs: [registerJob(draftReportJob, noop), registerJob(renderReportJob, noop), registerJob(deliverReportJob, noop)] },
});

const reviewer = { userId: null, email: "reviewer@example.com" };
const ITEM_9 = "Thoughts that you would be better off dead or of hurting yourself in some way";

async function itemNineReportsInReview() {
  const client = await makeUser(`scales-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "depression" });
  const submissionId = await storeSubmission({
    entitlementId,
    userId: client.userId,
    email: client.email,
    formType: "depression",
    // With the optional first name, which the cover prints.
    answers: { ...fictionalAnswers("depression", { phq9Item9: 1 }), firstName: "Maggie" },
    safetyCategories: [PHQ9_RISK_CATEGORY],
  });
  const dueAt = new Date(Date.now() + 20 * 3_600_000);
  for (const kind of ["catharsis", "therapist-summary"] as const) {
    await getDb().insert(reportObligations).values({ id: `${submissionId}:${kind}`, submissionId, kind, dueAt });
  }
  const evidence = (await prepareSubmissionEvidence(submissionId))!;
  for (const reportId of await openReports(evidence)) expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
  const staff = await makeUser(`staff-${crypto.randomUUID().slice(0, 8)}@example.com`, "admin");
  await recordSafetyFollowUp(submissionId, staff, { note: "Called; safe, appointment booked." });
  return { submissionId, evidence };
}

const documentOf = async (reportId: string) => openDocument(reportId, (await loadReportRow(reportId))!.sealedDocument)!;
const section = (document: ReportDocument, id: string) => document.sections.find((candidate) => candidate.id === id)!;

describe("the validated scales through the reports lane", () => {
  it("drafts verified reports that open with help now and flag item 9 in the brief, with no sentence", async () => {
    const { submissionId, evidence } = await itemNineReportsInReview();
    expect(evidence.safety).toEqual({ categories: [PHQ9_RISK_CATEGORY], sentenceIds: [] });
    expect(evidence.scales?.find((scale) => scale.scaleId === "phq-9")?.riskItem).toMatchObject({ value: 1, answer: "Several days" });
    for (const kind of ["catharsis", "therapist-summary"]) expect((await loadReportRow(`${submissionId}:${kind}`))!.verificationFailures).toEqual([]);

    const catharsis = await documentOf(`${submissionId}:catharsis`);
    expect(catharsis.sections[0]?.id).toBe("help-now");
    const summary = await documentOf(`${submissionId}:therapist-summary`);
    const flags = section(summary, "brief").blocks.flatMap((block) => (block.type === "risk-flags" ? block.flags : []));
    expect(flags).toEqual([{ category: PHQ9_RISK_CATEGORY, sentenceIds: [], addedBy: "screen" }]);
  }, 60_000);

  it("keeps the scores through a reviewer's edit, and refuses approval of a document whose score was changed", async () => {
    const { submissionId, evidence } = await itemNineReportsInReview();
    const reportId = `${submissionId}:catharsis`;
    const before = (await loadReportRow(reportId))!;
    const told = section(openDocument(reportId, before.sealedDocument)!, "what-you-told-us");
    // An edit sending other figures is given the evidence's again: code, not the reviewer, writes the scores.
    const altered = {
      ...told,
      blocks: told.blocks.map((block) => (block.type === "scales" ? { ...block, scales: block.scales.map((scale) => ({ ...scale, score: 0 })) } : block)),
    };
    expect(await editSection(reportId, { section: altered, baseRevision: before.revision }, reviewer)).toMatchObject({ outcome: "saved" });
    const edited = (await loadReportRow(reportId))!;
    expect(edited.verificationFailures).toEqual([]);
    const charts = section(openDocument(reportId, edited.sealedDocument)!, "what-you-told-us").blocks.find((block): block is ScalesBlock => block.type === "scales");
    expect(charts?.scales).toEqual(evidence.scales);

    // A document changed behind the editor's back is refused at approval.
    const document = openDocument(reportId, edited.sealedDocument)!;
    for (const block of section(document, "what-you-told-us").blocks) if (block.type === "scales") block.scales[0]!.score = 3;
    await getDb().update(reports).set({ sealedDocument: sealDocument(reportId, document), revision: edited.revision + 1 }).where(eq(reports.id, reportId));
    expect(await approveReport(reportId, { baseRevision: edited.revision + 1 }, reviewer)).toMatchObject({ outcome: "refused" });
  }, 60_000);

  it("prints item 9 and the client's answer in the approved Therapist Summary's PDF, addressed to the client's first name", async () => {
    const { submissionId } = await itemNineReportsInReview();
    const reportId = `${submissionId}:therapist-summary`;
    const row = (await loadReportRow(reportId))!;
    await acceptEverySection(reportId, reviewer);
    expect(await approveReport(reportId, { baseRevision: row.revision }, reviewer)).toEqual({ outcome: "approved" });
    await renderApprovedReport(reportId);
    const rendered = (await getDb().select().from(reports).where(eq(reports.id, reportId)))[0]!;
    const pdf = await readReportPdf(reportId, rendered.pdfKey!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(ITEM_9);
    expect(flat).toContain("Several days");
    expect(flat).toContain("This is not a diagnosis.");
    expect(flat).toMatch(/Client\s*Maggie/);
  }, 60_000);
});
