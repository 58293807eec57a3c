import { and, eq } from "drizzle-orm";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { assessmentDrafts } from "~/db/schema";
import type { AssessmentAnswers } from "./assessment-answers";
import { draftContext } from "./answer-encryption.server";
import { openText, sealingKey } from "~/security/sealing.server";

export type SavedDraft = { answers: AssessmentAnswers; bankVersion: string; savedAt: Date };

/** This user's draft of one copy, decrypted; null when there is none (or it is someone else's). */
export async function loadDraft(userId: string, entitlementId: string): Promise<SavedDraft | null> {
  const [row] = await getDb()
    .select()
    .from(assessmentDrafts)
    .where(and(eq(assessmentDrafts.entitlementId, entitlementId), eq(assessmentDrafts.userId, userId)));
  if (!row) return null;
  try {
    const answers = JSON.parse(openText(row.sealedAnswers, sealingKey(), draftContext(entitlementId))) as AssessmentAnswers;
    return { answers, bankVersion: row.bankVersion, savedAt: row.updatedAt };
  } catch (error) {
    // A key change or a damaged row: say so in the log (ids only) rather than show an empty form silently.
    logger.error({ err: error, entitlementId }, "a saved draft could not be decrypted");
    return null;
  }
}
