import type { ReportEvidence } from "~/shared/report-evidence";
import { withQuoteText } from "../document/quote-text";
import type { ReportDocument, ReportSection } from "../document/report-document";
import { parseSectionMarkup } from "../document/section-markup";
import { renderReportPdf } from "../pdf/render-on-demand";
import type { SampleReport } from "./sample-reports";
import { reviewedEdits, type ReviewedEdits } from "./reviewed-edits";
import { templateDrafter } from "../template/template-drafter";
import { describeFailures, isApprovable, verifyReport } from "../verify/verify-report";

/** The fictional client a sample is written for: her evidence, and what the cover prints. */
export type SampleClient = { evidence: ReportEvidence; preparedFor: string; submittedAt: Date };

/**
 * A sample as the lane makes a buyer's report: the template drafter's draft
 * (offline and the same every time, so the committed card images keep
 * matching the PDFs), the reviewer's rewritten sections applied as the
 * review page applies them, then verification, which must pass as it must
 * before any approval. Its sections count as edited or accepted by that
 * reviewer, so it is rendered as approved: no draft stamp (ADR 0063).
 */
export async function reviewedSampleDocument(sample: Pick<SampleReport, "id" | "reportType">, evidence: ReportEvidence): Promise<ReportDocument> {
  const { document: draft } = await templateDrafter.draft({ kind: sample.reportType, evidence });
  const reviewed = applyEdits(draft, reviewedEdits[sample.id], evidence);
  const verification = verifyReport(reviewed, evidence, { previous: draft });
  if (!isApprovable(verification)) {
    throw new Error(`The ${sample.id} sample does not pass verification:\n  ${describeFailures(verification.failures).join("\n  ")}`);
  }
  return reviewed;
}

function applyEdits(draft: ReportDocument, edits: ReviewedEdits, evidence: ReportEvidence): ReportDocument {
  const unknown = Object.keys(edits).filter((id) => !draft.sections.some((section) => section.id === id));
  if (unknown.length > 0) throw new Error(`The ${draft.kind} sample's edits name sections its draft lacks: ${unknown.join(", ")}`);
  return { ...draft, sections: draft.sections.map((section) => editSection(section, edits[section.id], evidence)) };
}

function editSection(section: ReportSection, markup: string | undefined, evidence: ReportEvidence): ReportSection {
  if (markup === undefined) return section;
  const parsed = parseSectionMarkup(markup, section);
  if (!parsed.ok) throw new Error(`The reviewed "${section.id}" section does not parse: ${parsed.message}`);
  return withQuoteText(parsed.section, evidence);
}

/** The sample's PDF, through the renderer every client's report goes through. */
export async function renderSampleReport(document: ReportDocument, client: SampleClient): Promise<{ bytes: Uint8Array; pages: number }> {
  return renderReportPdf({ document, evidence: client.evidence, preparedFor: client.preparedFor, submittedAt: client.submittedAt, approved: true });
}
