import type { Database } from "~/db/client.server";
import type { entitlements } from "~/db/schema";

export type AssessmentState = "not-started" | "draft-saved" | "submitted";
type ReportKind = (typeof entitlements.$inferSelect)["reportsOwed"][number];

export type AssessmentProgress = {
  state: AssessmentState;
  /** Reports written from this questionnaire and ready to download. */
  delivered: { kind: ReportKind; downloadUrl: string }[];
};

export const notStarted: AssessmentProgress = { state: "not-started", delivered: [] };

/**
 * Where the questionnaire behind each entitlement stands. Drafts, submissions
 * and delivered reports do not exist yet (the assessments issue adds them):
 * until then every questionnaire is honestly "not started". That issue
 * replaces this body with reads of its tables, keyed by entitlement id, and
 * /account shows "Draft saved", "Submitted" and report downloads with no
 * other change.
 */
export async function loadAssessmentProgress(
  _db: Database,
  entitlementIds: readonly string[],
): Promise<Map<string, AssessmentProgress>> {
  return new Map(entitlementIds.map((id) => [id, notStarted]));
}

/**
 * Removes everything a client wrote in questionnaires: answers, drafts and
 * the reports made from them. Called inside the account-deletion transaction.
 * Nothing to remove until the assessments issue adds its tables; it deletes
 * their rows here (by user id and by the e-mail of guest purchases).
 */
export async function removeAssessmentData(_tx: Database, _subject: { userId: string; email: string }): Promise<void> {}
