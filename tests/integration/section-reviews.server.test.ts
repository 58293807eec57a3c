import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { fictionalAnswers } from "../support/fictional-answers";
import { acceptEverySection } from "../support/section-reviews";
import { givePaidCopy, makeUser, storeSubmission } from "../support/submission-fixtures";
import { setUpTestDatabase } from "../support/test-database";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports, staffAuditEvents } from "~/db/schema";
import { prepareSubmissionEvidence } from "~/domains/assessments/evidence/submission-evidence.server";
import { PREPARATION_TITLE, TEMPLATE_DRAFT_LINE, preparationNote } from "~/domains/reports/document/report-outline";
import { draftAndVerifyReport } from "~/domains/reports/lane/draft-report.server";
import { loadReportRow, openDocument, openEventDetail } from "~/domains/reports/lane/lane-records.server";
import { openReports } from "~/domains/reports/lane/open-reports.server";
import { renderApprovedReport } from "~/domains/reports/lane/render-report.server";
import { acceptSection, approveReport, editSection, redraftSection, sendBackReport, STALE_MESSAGE } from "~/domains/reports/lane/review-actions.server";
import { awaitingReviewMessage, loadSectionReviews } from "~/domains/reports/lane/section-reviews.server";
import { readReportPdf } from "~/domains/reports/storage/report-files.server";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { deliverReportJob } from "~/jobs/deliver-report.server";
import { registerJob } from "~/jobs/queue.server";
import { draftReportJob, renderReportJob } from "~/jobs/report-lane.server";

/**
 * Section-by-section approval (issue 28, ADR 0063), on the lane's own
 * template drafts: the server refuses an approval while any section is
 * neither edited nor accepted and names it; every acceptance and edit is
 * stored and in the staff log; a re-draft clears what it replaces; and the
 * approved PDF carries no draft stamp and says how it was prepared.
 */
const noop = async () => {};
setUpTestDatabase({
  dataDir: "section-reviews",
  queue: { work: false, jobs: [registerJob(draftReportJob, noop), registerJob(renderReportJob, noop), registerJob(deliverReportJob, noop)] },
});

/** A marriage submission's Catharsis Report, drafted by the template and in review; and a member of staff to review it. */
async function templateDraftInReview() {
  const client = await makeUser(`sections-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const entitlementId = await givePaidCopy({ email: client.email, userId: client.userId, formType: "marriage" });
  const submissionId = await storeSubmission({ entitlementId, userId: client.userId, email: client.email, formType: "marriage", answers: fictionalAnswers("marriage") });
  const reportId = `${submissionId}:catharsis`;
  await getDb().insert(reportObligations).values({ id: reportId, submissionId, kind: "catharsis", dueAt: new Date(Date.now() + 20 * 3_600_000) });
  await openReports((await prepareSubmissionEvidence(submissionId))!);
  expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
  const staff = await makeUser(`reviewer-${crypto.randomUUID().slice(0, 8)}@example.com`, "admin");
  const actor = { userId: staff.userId, email: staff.email, role: staff.role };
  const row = (await loadReportRow(reportId))!;
  return { reportId, actor, revision: row.revision, document: openDocument(reportId, row.sealedDocument)! };
}

const auditOf = async (reportId: string) =>
  (await getDb().select().from(staffAuditEvents).where(eq(staffAuditEvents.targetId, reportId)).orderBy(staffAuditEvents.createdAt)).map((entry) => [entry.action, entry.detail]);

describe(`section-by-section approval (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("refuses approval while a section is neither edited nor accepted, naming it; approves once every one is, with no stamp on the PDF", async () => {
    const { reportId, actor, revision, document } = await templateDraftInReview();
    const [first, ...rest] = document.sections;
    const last = rest.at(-1)!;

    // Nothing reviewed: the server names every section.
    expect(await approveReport(reportId, { baseRevision: revision }, actor)).toEqual({ outcome: "refused", message: awaitingReviewMessage(document.sections.map((section) => section.title)) });

    // The reviewer edits the first section (a new guidance line) and accepts all but the last.
    const edited = { ...first!, blocks: [...first!.blocks, { type: "guidance" as const, text: "We read every answer you gave, slowly." }] };
    const saved = await editSection(reportId, { section: edited, baseRevision: revision }, actor);
    expect(saved).toMatchObject({ outcome: "saved", failures: [] });
    if (saved.outcome !== "saved") return;
    for (const section of rest.slice(0, -1)) {
      expect(await acceptSection(reportId, { sectionId: section.id, baseRevision: saved.revision }, actor)).toEqual({ outcome: "accepted" });
    }
    const refused = await approveReport(reportId, { baseRevision: saved.revision }, actor);
    expect(refused).toEqual({ outcome: "refused", message: `Every section must be edited or accepted before approval. Not yet: “${last.title}”.` });
    expect((await loadReportRow(reportId))!.stage).toBe("in-review");

    // Stored per section, and each step in the staff log (ids and revisions, never text).
    const stored = await loadSectionReviews(reportId);
    expect(stored.find((review) => review.sectionId === first!.id)).toMatchObject({ state: "edited", revision: saved.revision, actorEmail: actor.email });
    expect(stored.filter((review) => review.state === "accepted").map((review) => review.sectionId).sort()).toEqual(rest.slice(0, -1).map((section) => section.id).sort());
    expect(await auditOf(reportId)).toEqual([
      ["report.edited", `section ${first!.id}, revision ${revision} to ${saved.revision}`],
      ...rest.slice(0, -1).map((section) => ["report.section-accepted", `section ${section.id}, revision ${saved.revision}`]),
    ]);

    expect(await acceptSection(reportId, { sectionId: last.id, baseRevision: saved.revision }, actor)).toEqual({ outcome: "accepted" });
    expect(await approveReport(reportId, { baseRevision: saved.revision }, actor)).toEqual({ outcome: "approved" });
    // A second press of the same approval (a double submit) is refused, and nothing is logged twice.
    expect(await approveReport(reportId, { baseRevision: saved.revision }, actor)).toEqual({ outcome: "refused", message: STALE_MESSAGE });
    expect((await auditOf(reportId)).at(-1)).toEqual(["report.approved", `revision ${saved.revision}, 1 section edited, ${rest.length} accepted`]);
    const approvals = await getDb()
      .select()
      .from(reportEvents)
      .where(and(eq(reportEvents.reportId, reportId), eq(reportEvents.action, "approved")));
    expect(approvals).toHaveLength(1);
    const [approved] = approvals;
    expect(openEventDetail(approved!.id, approved!.sealedDetail)).toEqual({ sections: { edited: [first!.id], accepted: expect.arrayContaining(rest.map((section) => section.id)) } });

    // The client's PDF: no draft stamp on any page, and it says the template and our team prepared it.
    expect(await renderApprovedReport(reportId)).toBe("rendered");
    const row = (await getDb().select().from(reports).where(eq(reports.id, reportId)))[0]!;
    const pdf = await getDocumentProxy(new Uint8Array((await readReportPdf(reportId, row.pdfKey!))!));
    const { text: pages } = await extractText(pdf, { mergePages: false });
    expect(pages.length).toBeGreaterThanOrEqual(10);
    pages.forEach((page, index) => expect(page, `page ${index + 1}`).not.toContain(TEMPLATE_DRAFT_LINE));
    const whole = pages.join(" ").replace(/\s+/g, " ");
    expect(whole).toContain(PREPARATION_TITLE);
    expect(whole).toContain(preparationNote({ drafter: "template", approved: true, forClinician: false }));
    expect(whole).toContain("We read every answer you gave, slowly.");
  }, 90_000);

  it("a section saved unchanged counts as accepted; a re-drafted section and a new draft after a send-back must be read again", async () => {
    const { reportId, actor, revision, document } = await templateDraftInReview();
    const [first, second] = document.sections;
    const unchanged = await editSection(reportId, { section: first!, baseRevision: revision }, actor);
    expect(unchanged).toMatchObject({ outcome: "saved" });
    expect(await loadSectionReviews(reportId)).toEqual([expect.objectContaining({ sectionId: first!.id, state: "accepted" })]);

    await acceptEverySection(reportId, actor);
    const accepted = (await loadReportRow(reportId))!.revision;
    expect(await loadSectionReviews(reportId)).toHaveLength(document.sections.length);

    // One section written again: only its acceptance goes.
    const redrafted = await redraftSection(reportId, { sectionId: second!.id, baseRevision: accepted }, templateDrafter, actor);
    expect(redrafted).toMatchObject({ outcome: "saved" });
    const afterRedraft = await loadSectionReviews(reportId);
    expect(afterRedraft.map((review) => review.sectionId)).not.toContain(second!.id);
    expect(afterRedraft).toHaveLength(document.sections.length - 1);
    if (redrafted.outcome !== "saved") return;
    expect(await approveReport(reportId, { baseRevision: redrafted.revision }, actor)).toEqual({ outcome: "refused", message: awaitingReviewMessage([second!.title]) });

    // The whole report sent back and drafted again: nothing the reviewer accepted carries over.
    expect(await sendBackReport(reportId, { baseRevision: redrafted.revision, note: "Warmer, please." }, actor)).toEqual({ outcome: "sent-back" });
    expect(await draftAndVerifyReport(reportId, templateDrafter)).toBe("drafted");
    expect(await loadSectionReviews(reportId)).toEqual([]);
    const redrawn = (await loadReportRow(reportId))!;
    expect(await approveReport(reportId, { baseRevision: redrawn.revision }, actor)).toMatchObject({ outcome: "refused", message: expect.stringContaining(`${document.sections.length} are not yet`) });
  }, 90_000);
});
