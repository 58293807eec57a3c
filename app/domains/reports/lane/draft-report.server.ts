import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations, reports, type DraftFailure } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import { DraftingFailedError, type ReportDrafter } from "../document/report-drafter";
import { verifyReport } from "../verify/verify-report";
import { clearSectionReviews } from "./section-reviews.server";
import { LANE_SYSTEM, loadEvidence, loadReportRow, openDocument, openEventDetail, recordEvent, sealDocument, type ReportRow } from "./lane-records.server";

type Writer = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

export type DraftOptions = {
  /** Staff chose a drafter for a report whose last draft failed: only then, and only once. */
  afterFailure?: boolean;
  /** Runs in the transaction that saves the draft (the staff audit row of the action that asked for it). */
  onSaved?: (tx: Writer) => Promise<void>;
};

/**
 * Step 2 and 3: draft a report and verify it, then put it in the review
 * queue. Runs for a new report ("drafting") and for one a reviewer sent back
 * ("sent-back", with their note); in any other stage the work is done and a
 * repeat does nothing. The revision check in the update keeps a slow,
 * duplicated run from overwriting a newer one. A drafter's failure is
 * recorded on the report for staff (`recordDraftFailure`), and a report
 * waiting on them is not drafted again until they choose.
 */
export async function draftAndVerifyReport(reportId: string, drafter: ReportDrafter, options: DraftOptions = {}): Promise<"drafted" | "failed" | "skipped"> {
  const report = await loadReportRow(reportId);
  if (!report || (report.stage !== "drafting" && report.stage !== "sent-back")) return "skipped";
  if (Boolean(report.draftFailure) !== Boolean(options.afterFailure)) return "skipped";
  const [obligation] = await getDb().select({ status: reportObligations.status }).from(reportObligations).where(eq(reportObligations.id, reportId));
  if (obligation?.status !== "owed") return "skipped";
  const evidence = await loadEvidence(report.submissionId);
  if (!evidence) throw new Error(`No evidence prepared for report ${reportId}`);

  const previous = openDocument(reportId, report.sealedDocument);
  const reviewerNote = report.stage === "sent-back" ? await latestSendBackNote(reportId) : undefined;
  let drafted: Awaited<ReturnType<ReportDrafter["draft"]>>;
  try {
    drafted = await drafter.draft({ kind: report.kind as ReportKind, evidence, ...(reviewerNote ? { reviewerNote } : {}) });
  } catch (error) {
    if (!(error instanceof DraftingFailedError)) throw error;
    return (await recordDraftFailure(report, drafter.name, error)) ? "failed" : "skipped";
  }
  const { document, record } = drafted;
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
        draftFailure: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(reports.id, reportId),
          eq(reports.revision, report.revision),
          eq(reports.stage, report.stage),
          options.afterFailure ? isNotNull(reports.draftFailure) : isNull(reports.draftFailure),
        ),
      )
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    // New text throughout: what a reviewer accepted or edited in the last draft no longer counts (ADR 0063).
    await clearSectionReviews(tx, reportId);
    const revisions = { fromRevision: report.revision, toRevision: report.revision + 1 };
    await recordEvent(tx, { reportId, action: "drafted", actor: LANE_SYSTEM, ...revisions, detail: { record } });
    await recordEvent(tx, {
      reportId,
      action: verification.ok ? "verified" : "verification-failed",
      actor: LANE_SYSTEM,
      ...revisions,
    });
    await options.onSaved?.(tx);
    return true;
  });
  logger.info(
    { reportId, drafter: record.drafter, durationMs: record.durationMs, failures: verification.failures.length, saved },
    "report drafted",
  );
  return saved ? "drafted" : "skipped";
}

/**
 * A draft that failed, in the open (issue 30, ADR 0061). The drafter's
 * failure is recorded on the report at once, with its reason, instead of
 * failing the job into retries nobody sees: the review queue shows "Drafting
 * failed" and the reason, and staff choose to try again or to draft with the
 * template. The reason names the provider's status and message or what was
 * wrong with the answer, never the client's words, so it is logged too.
 */
async function recordDraftFailure(report: ReportRow, drafter: string, failure: DraftingFailedError): Promise<boolean> {
  const draftFailure: DraftFailure = { reason: failure.reason, drafter, failedAt: new Date().toISOString() };
  const recorded = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ draftFailure, updatedAt: new Date() })
      .where(and(eq(reports.id, report.id), eq(reports.revision, report.revision), eq(reports.stage, report.stage)))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await recordEvent(tx, { reportId: report.id, action: "drafting-failed", actor: LANE_SYSTEM, fromRevision: report.revision, detail: draftFailure });
    return true;
  });
  logger.warn({ reportId: report.id, drafter, reason: failure.reason, recorded }, "report drafting failed");
  return recorded;
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
