import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { assessmentDrafts, assessmentSubmissions, type entitlements } from "~/db/schema";
import { mineOrUnclaimed } from "./row-ownership.server";

export type AssessmentState = "not-started" | "draft-saved" | "submitted";
type ReportKind = (typeof entitlements.$inferSelect)["reportsOwed"][number];

export type AssessmentProgress = {
  state: AssessmentState;
  /** Reports written from this questionnaire and ready to download. */
  delivered: { kind: ReportKind; downloadUrl: string }[];
};

export const notStarted: AssessmentProgress = { state: "not-started", delivered: [] };

/**
 * Where the questionnaire behind each entitlement stands, keyed by
 * entitlement id: "submitted" once its one submission exists, "draft-saved"
 * while a draft row exists, otherwise "not started". Only the plain columns
 * are read; nothing is decrypted. `delivered` stays empty until the reports
 * work stores finished reports; /account then lists the downloads.
 */
export async function loadAssessmentProgress(
  db: Database,
  entitlementIds: readonly string[],
): Promise<Map<string, AssessmentProgress>> {
  const progress = new Map(entitlementIds.map((id) => [id, notStarted]));
  if (entitlementIds.length === 0) return progress;
  const ids = [...entitlementIds];
  const drafts = await db
    .select({ entitlementId: assessmentDrafts.entitlementId })
    .from(assessmentDrafts)
    .where(inArray(assessmentDrafts.entitlementId, ids));
  for (const { entitlementId } of drafts) progress.set(entitlementId, { state: "draft-saved", delivered: [] });
  // A sent copy's draft is removed with the send; should one linger, the submission still wins.
  const submissions = await db
    .select({ entitlementId: assessmentSubmissions.entitlementId })
    .from(assessmentSubmissions)
    .where(inArray(assessmentSubmissions.entitlementId, ids));
  for (const { entitlementId } of submissions) progress.set(entitlementId, { state: "submitted", delivered: [] });
  return progress;
}

/**
 * Removes everything a person wrote in questionnaires, inside the
 * account-deletion transaction: their drafts (always theirs by user id) and
 * their submissions, by user id and, for a copy nobody's account holds,
 * by e-mail (row-ownership's rule: another account's rows stay). The
 * reports owed, the audit of openings and the staff's safety follow-ups
 * (`safety_flag_reviews`, with their sealed notes) go with each submission
 * (cascade).
 */
export async function removeAssessmentData(tx: Database, subject: { userId: string; email: string }): Promise<void> {
  await tx.delete(assessmentDrafts).where(eq(assessmentDrafts.userId, subject.userId));
  await tx
    .delete(assessmentSubmissions)
    .where(mineOrUnclaimed(assessmentSubmissions.userId, assessmentSubmissions.email, subject.userId, subject.email));
}
