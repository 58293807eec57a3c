import type { SectionReviewState } from "~/db/schema";
import { preparationNote } from "../document/report-outline";
import { definitionOf } from "../kinds";
import { renderReportPdf } from "../pdf/render-on-demand";
import { checkApproval, type ReviewOutcome } from "./review-actions.server";
import { sectionStates } from "./section-reviews.server";

export type ApprovalPreview = {
  outcome: "ready";
  /** Pages of the PDF the client will get, laid out now exactly as approval will. */
  pages: number;
  drafter: "template" | "model";
  sections: { id: string; title: string; state: SectionReviewState; by: string }[];
  /** What its "What this report is" section will say about how it was prepared. */
  preparation: string;
};

/**
 * What approving this revision would send (issue 29): run every check approval
 * runs, then lay out the PDF as approved to count its pages. The reviewer
 * confirms once, on this; the approval itself checks everything again.
 */
export async function previewApproval(
  reportId: string,
  input: { baseRevision: number; riskNote?: string },
): Promise<ApprovalPreview | Extract<ReviewOutcome, { outcome: "refused" }>> {
  const ready = await checkApproval(reportId, input);
  if ("outcome" in ready) return ready;
  const { document, evidence } = ready.opened;
  const { pages } = await renderReportPdf({ document, evidence, preparedFor: evidence.firstName, submittedAt: new Date(evidence.submittedAt), approved: true });
  return {
    outcome: "ready",
    pages,
    drafter: document.drafter,
    // checkApproval has made sure every section has its review.
    sections: sectionStates(document, ready.reviews).flatMap(({ id, title, review }) => (review ? [{ id, title, state: review.state, by: review.actorEmail }] : [])),
    preparation: preparationNote({ drafter: document.drafter, approved: true, forClinician: definitionOf(document.kind).readBy === "clinician" }),
  };
}
