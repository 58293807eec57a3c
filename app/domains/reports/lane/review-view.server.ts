import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { reportEvents, reportObligations } from "~/db/schema";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import type { ReportDocument } from "../document/report-document";
import type { DraftRecord } from "../document/report-drafter";
import { storedFailuresSchema, type VerificationFailure } from "../verify/verification-types";
import { verifyReport } from "../verify/verify-report";
import { loadEvidence, loadReportRow, openDocument, openEventDetail, type ReportRow } from "./lane-records.server";
import { safetyFollowUpState } from "./review-actions.server";

export type ReviewEvent = {
  id: string;
  action: string;
  actorEmail: string;
  at: Date;
  fromRevision: number | null;
  toRevision: number | null;
  /** The sealed detail, opened: a section's before and after, a reviewer's note, a draft's record. */
  detail: unknown;
};

export type ReviewView = {
  report: Pick<ReportRow, "id" | "submissionId" | "stage" | "revision" | "approvedAt" | "approvedBy" | "createdAt" | "updatedAt"> & {
    kind: ReportKind;
  };
  dueAt: Date | null;
  /** Null while the first draft is being written. */
  document: ReportDocument | null;
  evidence: ReportEvidence | null;
  /** What stands between this revision and approval, checked now exactly as approval checks it. */
  failures: VerificationFailure[];
  safety: { flagged: boolean; followedUp: boolean };
  /** The audit log, oldest first. */
  events: ReviewEvent[];
  draftRecords: DraftRecord[];
};

/**
 * Everything the review page shows about one report, opened: its document,
 * the evidence it cites, what verification says, the safety follow-up, the
 * audit log with each event's detail and the record of every draft. Null
 * for an unknown report. Reading the answers is recorded by the caller.
 * `loaded`: the report's row when the caller has just read it (the row holds the sealed
 * document, the largest value the page reads, so it is read once per load).
 */
export async function loadReviewView(reportId: string, loaded?: ReportRow): Promise<ReviewView | null> {
  const row = loaded ?? (await loadReportRow(reportId));
  if (!row) return null;
  const db = getDb();
  const [obligation] = await db.select({ dueAt: reportObligations.dueAt }).from(reportObligations).where(eq(reportObligations.id, reportId));
  const document = openDocument(reportId, row.sealedDocument);
  const evidence = await loadEvidence(row.submissionId);
  const stored = storedFailuresSchema.safeParse(row.verificationFailures ?? []);
  // Every draft and every edit stores its revision's failures as it saves: the page reads them
  // rather than verifying the whole report on each load, which was most of its time (issue 32).
  // Approval verifies afresh, against every earlier revision too.
  const failures =
    stored.success && row.verifiedAt ? stored.data : document && evidence ? verifyReport(document, evidence).failures : [];
  const events = await db.select().from(reportEvents).where(eq(reportEvents.reportId, reportId)).orderBy(asc(reportEvents.seq));

  return {
    report: {
      id: row.id,
      submissionId: row.submissionId,
      kind: row.kind as ReportKind,
      stage: row.stage,
      revision: row.revision,
      approvedAt: row.approvedAt,
      approvedBy: row.approvedBy,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    },
    dueAt: obligation?.dueAt ?? null,
    document,
    evidence,
    failures,
    safety: await safetyFollowUpState(row.submissionId),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      actorEmail: event.actorEmail,
      at: event.createdAt,
      fromRevision: event.fromRevision,
      toRevision: event.toRevision,
      detail: openEventDetail(event.id, event.sealedDetail),
    })),
    draftRecords: row.draftRecords as DraftRecord[],
  };
}
