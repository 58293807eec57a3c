import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentDrafts } from "~/db/schema";
import { enqueueDraftSafetyAlert, sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import { countAnswered, isEnneagramAnswers, type AssessmentAnswers } from "./assessment-answers";
import { draftContext } from "./answer-encryption.server";
import { sealText, sealingKey } from "~/security/sealing.server";
import { copyStateFor, lockCopy } from "./form-access.server";
import { screenQuestionnaire } from "./safety/screen-questionnaire";
import { type FormType } from "~/shared/form-types";

export type SaveDraftInput = {
  userId: string;
  formType: FormType;
  entitlementId: string;
  bankVersion: string;
  /** The open page that captured these answers, and its save counter. */
  writerId: string;
  writerSeq: number;
  answers: AssessmentAnswers;
};

export type SaveDraftResult = { outcome: "saved"; savedAt: Date } | { outcome: "no-access" } | { outcome: "sent" };

/**
 * Saves the whole draft, encrypted. A page's older save arriving after its
 * newer one (a retried request, the page-hide beacon) is acknowledged and
 * ignored, so the newest text always survives. The safety screen runs here too, without
 * holding up the writer: it sets a flag and, in the same transaction as the
 * stored draft, queues the provider's alert, at most one per paid copy per
 * day however often autosave runs (`enqueueDraftSafetyAlert`).
 */
export async function saveDraft(input: SaveDraftInput): Promise<SaveDraftResult> {
  const sealed = sealText(JSON.stringify(input.answers), sealingKey(), draftContext(input.entitlementId));
  const categories = isEnneagramAnswers(input.answers) ? [] : screenQuestionnaire(input.answers);
  const flagged = categories.length > 0;
  const values = {
    entitlementId: input.entitlementId,
    userId: input.userId,
    formType: input.formType,
    bankVersion: input.bankVersion,
    sealedAnswers: sealed,
    answeredCount: countAnswered(input.answers),
    writerId: input.writerId,
    writerSeq: input.writerSeq,
    safetyFlagged: flagged,
    updatedAt: new Date(),
  };
  if (flagged) await prepareToEnqueue(sendSafetyAlertJob);
  return getDb().transaction(async (tx) => {
    await lockCopy(tx, input.entitlementId);
    const state = await copyStateFor(tx, input);
    if (state !== "writable") return { outcome: state };
    const written = await tx
      .insert(assessmentDrafts)
      .values(values)
      .onConflictDoUpdate({
        target: assessmentDrafts.entitlementId,
        set: values,
        // Only the same user's draft, and never with an older save from the same page.
        setWhere: and(
          eq(assessmentDrafts.userId, input.userId),
          sql`not (${assessmentDrafts.writerId} = excluded.writer_id and ${assessmentDrafts.writerSeq} >= excluded.writer_seq)`,
        ),
      })
      .returning({ entitlementId: assessmentDrafts.entitlementId });
    // Only when this save was stored: an older save arriving late alerts nothing.
    if (flagged && written.length > 0) await enqueueDraftSafetyAlert(tx, input.entitlementId, categories);
    return { outcome: "saved", savedAt: values.updatedAt };
  });
}
