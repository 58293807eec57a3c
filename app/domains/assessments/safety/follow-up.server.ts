import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, safetyFlagReviews } from "~/db/schema";
import { safetyReviewContext } from "../answer-encryption.server";
import { openText, sealText, sealingKey } from "~/security/sealing.server";
import { recordStaffAction, type StaffActor } from "~/security/staff-audit.server";
import { isRiskFlagged } from "~/shared/safety/stored-risk";

/**
 * Clearing a safety flag (ADR 17, "Clearing a flag"): a staff member records
 * what was done, and that record is what clears it. The submission's
 * `urgent` and categories are never changed; each follow-up is a new row in
 * `safety_flag_reviews` (who, when, the note sealed like the answers), which
 * is itself the audit of the clearing. The caller checks the role.
 */
export const SAFETY_NOTE_MAX_LENGTH = 2000;

const safetyFollowUpSchema = z.object({
  note: z
    .string({ error: "Write what was done before clearing the flag." })
    .trim()
    .min(1, { error: "Write what was done before clearing the flag." })
    .max(SAFETY_NOTE_MAX_LENGTH, { error: `Keep the note to ${SAFETY_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.` }),
});

export type SafetyFollowUpInput = z.infer<typeof safetyFollowUpSchema>;

/** The form's fields, or the message to show beside the note. */
export function parseSafetyFollowUp(form: FormData): { ok: true; value: SafetyFollowUpInput } | { ok: false; noteError: string } {
  const parsed = safetyFollowUpSchema.safeParse({ note: form.get("note") ?? undefined });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, noteError: parsed.error.issues[0]?.message ?? "Write what was done before clearing the flag." };
}

export type SafetyReviewer = StaffActor;

export type SafetyFollowUp = {
  id: string;
  reviewerEmail: string;
  createdAt: Date;
  /** Null when the note cannot be opened (changed key, damaged row); logged by id. */
  note: string | null;
};

/**
 * SQL: the submission has at least one follow-up (for listings; reads no
 * note). Written out with table names: in a selected field Drizzle leaves
 * columns unqualified, and "id" would then mean the review's own id.
 */
export const hasSafetyFollowUp = sql<boolean>`exists (select 1 from "safety_flag_reviews" where "safety_flag_reviews"."submission_id" = "assessment_submissions"."id")`;

/**
 * Records one follow-up on a flagged or "read first" submission. "not-found" when there is
 * no such submission, "not-flagged" when the screen heard nothing at either tier.
 */
export async function recordSafetyFollowUp(
  submissionId: string,
  reviewer: SafetyReviewer,
  input: SafetyFollowUpInput,
  now = new Date(),
): Promise<"not-found" | "not-flagged" | { id: string }> {
  return getDb().transaction(async (tx) => {
    const [submission] = await tx
      .select({ id: assessmentSubmissions.id, urgent: assessmentSubmissions.urgent, reviewRiskCategories: assessmentSubmissions.reviewRiskCategories })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.id, submissionId))
      .for("update");
    if (!submission) return "not-found";
    // A "read first" submission (review tier, ADR 0059) takes a follow-up too: it is what takes help off the client's page.
    if (!isRiskFlagged(submission)) return "not-flagged";
    const id = randomUUID();
    await tx.insert(safetyFlagReviews).values({
      id,
      submissionId: submission.id,
      reviewerUserId: reviewer.userId,
      reviewerEmail: reviewer.email,
      sealedNote: sealText(input.note, sealingKey(), safetyReviewContext(id)),
      createdAt: now,
    });
    // Never the note, here or in the audit log.
    await recordStaffAction({ actor: reviewer, action: "safety.followed-up", target: { type: "submission", id: submission.id } }, tx, now);
    logger.info({ submissionId: submission.id, reviewerUserId: reviewer.userId }, "safety flag followed up");
    return { id };
  });
}

/** Every follow-up on a submission, oldest first, notes opened. */
export async function listSafetyFollowUps(submissionId: string): Promise<SafetyFollowUp[]> {
  const rows = await getDb()
    .select()
    .from(safetyFlagReviews)
    .where(eq(safetyFlagReviews.submissionId, submissionId))
    .orderBy(asc(safetyFlagReviews.createdAt), asc(safetyFlagReviews.id));
  return rows.map((row) => {
    let note: string | null = null;
    try {
      note = openText(row.sealedNote, sealingKey(), safetyReviewContext(row.id));
    } catch (error) {
      logger.error({ reviewId: row.id, error: error instanceof Error ? error.name : "unknown" }, "safety follow-up note could not be opened");
    }
    return { id: row.id, reviewerEmail: row.reviewerEmail, createdAt: row.createdAt, note };
  });
}
