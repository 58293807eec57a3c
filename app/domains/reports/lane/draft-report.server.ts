import { and, desc, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import type { ReportDrafter } from "../document/report-drafter";
import { verifyReport } from "../verify/verify-report";
import { LANE_SYSTEM, loadEvidence, loadReportRow, openDocument, openEventDetail, recordEvent, sealDocument } from "./lane-records.server";

/**
 * Step 2 and 3: draft a report and verify it, then put it in the review
 * queue. Runs for a new report ("drafting") and for one a reviewer sent back
 * ("sent-back", with their note); in any other stage the work is done and a
 * repeat does nothing. The revision check in the update keeps a slow,
 * duplicated run from overwriting a newer one.
 */
export async function draftAndVerifyReport(reportId: string, drafter: ReportDrafter): Promise<"drafted" | "skipped"> {
  const report = await loadReportRow(reportId);
  if (!report || (report.stage !== "drafting" && report.stage !== "sent-back")) return "skipped";
  const [obligation] = await getDb().select({ status: reportObligations.status }).from(reportObligations).where(eq(reportObligations.id, reportId));
  if (obligation?.status !== "owed") return "skipped";
  const evidence = await loadEvidence(report.submissionId);
  if (!evidence) throw new Error(`No evidence prepared for report ${reportId}`);

  const previous = openDocument(reportId, report.sealedDocument);
  const reviewerNote = report.stage === "sent-back" ? await latestSendBackNote(reportId) : undefined;
  const { document, record } = await drafter.draft({ kind: report.kind as ReportKind, evidence, ...(reviewerNote ? { reviewerNote } : {}) });
  const verification = verifyReport(document, evidence, previous ? { previous } : undefined);

  const saved = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({
        stage: "in-review",
        revision: report.revision + 1,
        sealedDocument: sealDocument(reportId, document),
        draftRecords: [...report.draftRecords, record],
        verificationFailures: verification.failures,
        verifiedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(reports.id, reportId), eq(reports.revision, report.revision), eq(reports.stage, report.stage)))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    const revisions = { fromRevision: report.revision, toRevision: report.revision + 1 };
    await recordEvent(tx, { reportId, action: "drafted", actor: LANE_SYSTEM, ...revisions, detail: { record } });
    await recordEvent(tx, {
      reportId,
      action: verification.ok ? "verified" : "verification-failed",
      actor: LANE_SYSTEM,
      ...revisions,
    });
    return true;
  });
  logger.info(
    { reportId, drafter: record.drafter, durationMs: record.durationMs, failures: verification.failures.length, saved },
    "report drafted",
  );
  return saved ? "drafted" : "skipped";
}

async function latestSendBackNote(reportId: string): Promise<string | undefined> {
  const [event] = await getDb()
    .select({ id: reportEvents.id, sealedDetail: reportEvents.sealedDetail })
    .from(reportEvents)
    .where(and(eq(reportEvents.reportId, reportId), eq(reportEvents.action, "sent-back")))
    .orderBy(desc(reportEvents.seq))
    .limit(1);
  if (!event) return undefined;
  const detail = openEventDetail(event.id, event.sealedDetail) as { note?: string } | null;
  return detail?.note;
}
