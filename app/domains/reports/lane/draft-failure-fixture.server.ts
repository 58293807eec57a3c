import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, reports } from "~/db/schema";
import { LANE_SYSTEM, recordEvent } from "./lane-records.server";

/**
 * For the end-to-end fixture only (/dev/fixtures/draft-failures, local mode
 * with ENABLE_TEST_FIXTURES): those tests have no model server, so this puts
 * one client's reports in review back to drafting with a failed draft
 * recorded, as the lane records one when the model's server refuses
 * (`recordDraftFailure`, ADR 0061). Null when no submission has the address.
 */
export async function failDraftsInReviewFor(email: string, reason: string): Promise<number | null> {
  const db = getDb();
  const submissions = await db.select({ id: assessmentSubmissions.id }).from(assessmentSubmissions).where(eq(assessmentSubmissions.email, email));
  if (submissions.length === 0) return null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ stage: "drafting", draftFailure: { reason, drafter: "model", failedAt: new Date().toISOString() }, updatedAt: new Date() })
      .where(and(inArray(reports.submissionId, submissions.map((row) => row.id)), eq(reports.stage, "in-review")))
      .returning({ id: reports.id, revision: reports.revision });
    for (const row of rows) await recordEvent(tx, { reportId: row.id, action: "drafting-failed", actor: LANE_SYSTEM, fromRevision: row.revision });
    return rows.length;
  });
}
