import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reportObligations, reports, type ReportStage } from "~/db/schema";
import type { FormType } from "~/shared/form-types";
import type { ReportKind } from "~/shared/report-kinds";
import { isReadFirst } from "~/shared/safety/stored-risk";

/** Where an owed report stands: "received" while its submission's evidence is still being prepared (no report row yet). */
export type QueueStage = "received" | Exclude<ReportStage, "delivered">;

export type ReviewQueueItem = {
  /** The obligation's id, which is also its report's id once the report exists. */
  reportId: string;
  hasReport: boolean;
  kind: ReportKind;
  stage: QueueStage;
  revision: number;
  /** Why the last drafting failed, while staff have yet to try again or draft with the template (ADR 0061). */
  draftFailure: { reason: string; failedAt: Date } | null;
  /** Problems verification found in the current revision; null until a draft has been verified. */
  failureCount: number | null;
  dueAt: Date;
  submissionId: string;
  email: string;
  formType: FormType;
  submittedAt: Date;
  /** The safety screen flagged the submission; `followedUp` once staff recorded a follow-up. */
  urgent: boolean;
  safetyCategories: string[];
  followedUp: boolean;
  /** Not urgent, but a sentence only the review tier heard (ADR 0059): read before the rest. Its categories. */
  readFirst: boolean;
  reviewRiskCategories: string[];
};

/**
 * Written out with table names: in a selected field Drizzle leaves columns
 * unqualified, and "id" would then mean another table's id.
 */
const hasFollowUp = sql<boolean>`exists (select 1 from "safety_flag_reviews" where "safety_flag_reviews"."submission_id" = "assessment_submissions"."id")`;

const readFirst = sql<boolean>`jsonb_array_length(${assessmentSubmissions.reviewRiskCategories}) > 0`;

/**
 * The reviewer's queue: every report still owed and not yet delivered,
 * flagged submissions first, then "read first" ones (ADR 0059), then the nearest due time. A submission's
 * reports share its due time, so they stay together in that order.
 */
export async function listReviewQueue(): Promise<ReviewQueueItem[]> {
  const rows = await getDb()
    .select({
      obligationId: reportObligations.id,
      kind: reportObligations.kind,
      dueAt: reportObligations.dueAt,
      reportId: reports.id,
      stage: reports.stage,
      revision: reports.revision,
      failures: reports.verificationFailures,
      draftFailure: reports.draftFailure,
      submissionId: assessmentSubmissions.id,
      email: assessmentSubmissions.email,
      formType: assessmentSubmissions.formType,
      submittedAt: assessmentSubmissions.submittedAt,
      urgent: assessmentSubmissions.urgent,
      safetyCategories: assessmentSubmissions.safetyCategories,
      reviewRiskCategories: assessmentSubmissions.reviewRiskCategories,
      followedUp: hasFollowUp,
    })
    .from(reportObligations)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, reportObligations.submissionId))
    .leftJoin(reports, eq(reports.id, reportObligations.id))
    .where(and(eq(reportObligations.status, "owed"), or(isNull(reports.id), ne(reports.stage, "delivered"))))
    .orderBy(desc(assessmentSubmissions.urgent), desc(readFirst), asc(reportObligations.dueAt), asc(assessmentSubmissions.id), asc(reportObligations.kind));

  return rows.map((row) => ({
    reportId: row.obligationId,
    hasReport: row.reportId !== null,
    kind: row.kind,
    stage: (row.stage ?? "received") as QueueStage,
    revision: row.revision ?? 0,
    draftFailure: row.draftFailure ? { reason: row.draftFailure.reason, failedAt: new Date(row.draftFailure.failedAt) } : null,
    failureCount: row.failures ? row.failures.length : null,
    dueAt: row.dueAt,
    submissionId: row.submissionId,
    email: row.email,
    formType: row.formType,
    submittedAt: row.submittedAt,
    urgent: row.urgent,
    safetyCategories: row.safetyCategories,
    followedUp: row.followedUp,
    readFirst: isReadFirst(row),
    reviewRiskCategories: row.reviewRiskCategories,
  }));
}
