import { and, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reports } from "~/db/schema";
import { deliverReportJob, enqueueReportDelivery } from "~/jobs/deliver-report.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { renderReportPdf } from "../pdf/render-on-demand";
import { storeReportPdf } from "../storage/report-files.server";
import { LANE_SYSTEM, loadEvidence, loadReportRow, openDocument, recordEvent } from "./lane-records.server";

/**
 * Step 5: the approved revision becomes a sealed PDF, and its delivery is
 * queued with it. A report already rendered (a retried job) is not rendered
 * again; one approved again later (a new revision) is.
 */
export async function renderApprovedReport(reportId: string): Promise<"rendered" | "skipped"> {
  const report = await loadReportRow(reportId);
  if (!report || report.stage !== "approved" || report.pdfKey) return "skipped";
  const document = openDocument(reportId, report.sealedDocument);
  const evidence = await loadEvidence(report.submissionId);
  if (!document || !evidence) throw new Error(`Report ${reportId} has no document or evidence to render`);

  const started = performance.now();
  const { bytes, pages } = await renderReportPdf({
    document,
    evidence,
    preparedFor: evidence.firstName,
    submittedAt: new Date(evidence.submittedAt),
    // Only an approved report is rendered here, and approval needs every section edited or accepted (ADR 0063).
    approved: true,
  });
  const key = await storeReportPdf(reportId, bytes);

  await prepareToEnqueue(deliverReportJob);
  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ pdfKey: key, pdfPages: pages, updatedAt: new Date() })
      .where(and(eq(reports.id, reportId), eq(reports.revision, report.revision), eq(reports.stage, "approved")))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, { reportId, action: "rendered", actor: LANE_SYSTEM, toRevision: report.revision, detail: { pages } });
    await enqueueReportDelivery(tx, reportId);
    return true;
  });
  logger.info({ reportId, pages, ms: Math.round(performance.now() - started), saved }, "report rendered");
  return saved ? "rendered" : "skipped";
}
