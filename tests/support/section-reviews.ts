import { loadReportRow, openDocument, type LaneActor } from "~/domains/reports/lane/lane-records.server";
import { acceptSection } from "~/domains/reports/lane/review-actions.server";

/** A reviewer accepts, one by one, every section of the report's current revision not yet edited or accepted (ADR 0063). */
export async function acceptEverySection(reportId: string, actor: LaneActor): Promise<void> {
  const row = await loadReportRow(reportId);
  const document = row ? openDocument(reportId, row.sealedDocument) : null;
  if (!row || !document) throw new Error(`Report ${reportId} has no document to accept`);
  for (const section of document.sections) {
    const outcome = await acceptSection(reportId, { sectionId: section.id, baseRevision: row.revision }, actor);
    if (outcome.outcome !== "accepted") throw new Error(`Section ${section.id} was not accepted: ${JSON.stringify(outcome)}`);
  }
}
