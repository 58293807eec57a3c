import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { assessmentDrafts, assessmentSubmissions, reportObligations, reports } from "~/db/schema";
import type { ReportKind } from "~/shared/report-kinds";
import { mineOrUnclaimed } from "./row-ownership.server";

export type AssessmentState = "not-started" | "draft-saved" | "submitted";

/**
 * Where a report stands for its client: the timeline on /account reads
 * Received → Being written → In review → Ready. "Received" is done once the
 * answers are sent, so a sent copy's report is always at least being written.
 */
export type ReportStep = "being-written" | "in-review" | "ready";

/** One report a sent questionnaire owes (a cancelled one is left out: nothing is owed). */
export type OwedReportProgress = {
  /** The report's id (its obligation's): `<submissionId>:<kind>`. */
  reportId: string;
  kind: ReportKind;
  step: ReportStep;
  dueAt: Date;
  /** Past its due time and not ready yet: the page says so. */
  late: boolean;
};

export type AssessmentProgress = {
  state: AssessmentState;
  /** The sent answers' id, once sent: the client reads them from /account. */
  submissionId?: string;
  /** The reports the sent answers owe, by kind; empty until the questionnaire is sent. */
  reports: OwedReportProgress[];
};

export const notStarted: AssessmentProgress = { state: "not-started", reports: [] };

/** Drafting (or no report row yet) is being written; the reviewer's back-and-forth is all "in review". */
const stepOfStage = {
  drafting: "being-written",
  "in-review": "in-review",
  "sent-back": "in-review",
  approved: "in-review",
  delivered: "ready",
} as const satisfies Record<(typeof reports.$inferSelect)["stage"], ReportStep>;

/**
 * Where the questionnaire behind each entitlement stands, keyed by
 * entitlement id: "submitted" once its one submission exists, "draft-saved"
 * while a draft row exists, otherwise "not started"; and for a sent one, the
 * step each owed report has reached. Only plain columns are read; nothing is
 * decrypted.
 */
export async function loadAssessmentProgress(
  db: Database,
  entitlementIds: readonly string[],
  now = new Date(),
): Promise<Map<string, AssessmentProgress>> {
  const progress = new Map(entitlementIds.map((id) => [id, notStarted]));
  if (entitlementIds.length === 0) return progress;
  const ids = [...entitlementIds];
  const drafts = await db
    .select({ entitlementId: assessmentDrafts.entitlementId })
    .from(assessmentDrafts)
    .where(inArray(assessmentDrafts.entitlementId, ids));
  for (const { entitlementId } of drafts) progress.set(entitlementId, { state: "draft-saved", reports: [] });
  // A sent copy's draft is removed with the send; should one linger, the submission still wins.
  const owed = await db
    .select({
      entitlementId: assessmentSubmissions.entitlementId,
      submissionId: assessmentSubmissions.id,
      reportId: reportObligations.id,
      kind: reportObligations.kind,
      status: reportObligations.status,
      dueAt: reportObligations.dueAt,
      stage: reports.stage,
    })
    .from(assessmentSubmissions)
    .leftJoin(reportObligations, eq(reportObligations.submissionId, assessmentSubmissions.id))
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .where(inArray(assessmentSubmissions.entitlementId, ids));
  for (const row of owed) {
    const sent = progress.get(row.entitlementId);
    const reportsSoFar = sent?.state === "submitted" ? sent.reports : [];
    if (row.reportId && row.kind && row.dueAt && row.status !== "cancelled") {
      // The obligation says delivered even if its report row were gone: the client has been given it.
      const step = row.status === "delivered" ? "ready" : stepOfStage[row.stage ?? "drafting"];
      reportsSoFar.push({ reportId: row.reportId, kind: row.kind, step, dueAt: row.dueAt, late: step !== "ready" && row.dueAt < now });
    }
    progress.set(row.entitlementId, { state: "submitted", submissionId: row.submissionId, reports: reportsSoFar });
  }
  return progress;
}

/** What /account shows for one report a paid copy owes. */
export type OwedReport = {
  kind: ReportKind;
  state: "awaiting-answers" | ReportStep;
  /** Null until the answers are sent (there is no report to point at yet). */
  reportId: string | null;
  dueAt: Date | null;
  late: boolean;
  /** The PDF's address once it is ready (only its owner is served it). */
  downloadUrl: string | null;
};

/**
 * The reports one paid copy owes, in the order it bought them: each waits
 * for the answers, then follows its obligation. Once sent, a kind with no
 * live obligation (cancelled) owes nothing and is left out.
 */
export function owedReports(reportsOwed: readonly ReportKind[], progress: AssessmentProgress): OwedReport[] {
  if (progress.state !== "submitted") {
    return reportsOwed.map((kind) => ({ kind, state: "awaiting-answers", reportId: null, dueAt: null, late: false, downloadUrl: null }));
  }
  return reportsOwed.flatMap((kind) => {
    const report = progress.reports.find((candidate) => candidate.kind === kind);
    if (!report) return [];
    const downloadUrl = report.step === "ready" ? `/account/reports/${encodeURIComponent(report.reportId)}/pdf` : null;
    return [{ kind, state: report.step, reportId: report.reportId, dueAt: report.dueAt, late: report.late, downloadUrl }];
  });
}

/**
 * Removes everything a person wrote in questionnaires, inside the
 * account-deletion transaction: their drafts (always theirs by user id) and
 * their submissions, by user id and, for a copy nobody's account holds,
 * by e-mail (row-ownership's rule: another account's rows stay). The
 * reports owed and made (with their audit, share links and downloads), the
 * audit of openings and the staff's safety follow-ups (`safety_flag_reviews`,
 * with their sealed notes) go with each submission (cascade).
 */
export async function removeAssessmentData(tx: Database, subject: { userId: string; email: string }): Promise<void> {
  await tx.delete(assessmentDrafts).where(eq(assessmentDrafts.userId, subject.userId));
  await tx
    .delete(assessmentSubmissions)
    .where(mineOrUnclaimed(assessmentSubmissions.userId, assessmentSubmissions.email, subject.userId, subject.email));
}
