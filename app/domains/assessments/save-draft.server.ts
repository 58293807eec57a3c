import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/database.server";
import { enqueueDraftSafetyAlert, sendSafetyAlertJob } from "~/jobs/send-safety-alert.server";
import { prepareToEnqueue } from "~/jobs/transactional-enqueue.server";
import type { RateLimitRule } from "~/security/rate-limit.server";
import { countAnswered, isEnneagramAnswers, type AssessmentAnswers } from "./assessment-answers";
import { draftContext } from "./answer-encryption.server";
import { sealText, sealingKey } from "~/security/sealing.server";
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
  /** The writer's rate limit, counted in the same statement as the save (ADR 0065); none for a save the server makes itself (reused answers). */
  limit?: RateLimitRule;
};

export type SaveDraftResult =
  | { outcome: "saved"; savedAt: Date }
  | { outcome: "no-access" }
  | { outcome: "sent" }
  | { outcome: "limited"; retryAfterSeconds: number };

type SaveRow = { outcome: "saved" | "no-access" | "sent" | "limited"; retry_after_seconds: number; stored: boolean };

/**
 * Saves the whole draft, encrypted. A page's older save arriving after its
 * newer one (a retried request, the page-hide beacon) is acknowledged and
 * ignored, so the newest text always survives. One statement does the work
 * (`save_draft`, migration 0021, ADR 0065): it counts the rate limit, locks the
 * paid copy, checks it is this user's and unsent, and upserts. The safety
 * screen runs here too, without holding up the writer (answers it has read
 * before are remembered, so an unchanged answer is not read again): a flagged
 * save runs the same statement inside a transaction that also queues the
 * provider's alert, at most one per paid copy per day however often autosave
 * runs (`enqueueDraftSafetyAlert`).
 */
export async function saveDraft(input: SaveDraftInput): Promise<SaveDraftResult> {
  const sealed = sealText(JSON.stringify(input.answers), sealingKey(), draftContext(input.entitlementId));
  const categories = isEnneagramAnswers(input.answers) ? [] : screenQuestionnaire(input.answers);
  const now = new Date();
  const save = (db: Database) => runSaveStatement(db, input, { sealed, answeredCount: countAnswered(input.answers), flagged: categories.length > 0, now });
  if (categories.length === 0) return resultOf(await save(getDb()), now);

  await prepareToEnqueue(sendSafetyAlertJob);
  return getDb().transaction(async (tx) => {
    const row = await save(tx);
    // Only when this save was stored: an older save arriving late alerts nothing.
    if (row.outcome === "saved" && row.stored) await enqueueDraftSafetyAlert(tx, input.entitlementId, categories);
    return resultOf(row, now);
  });
}

async function runSaveStatement(
  db: Database,
  input: SaveDraftInput,
  sealedDraft: { sealed: string; answeredCount: number; flagged: boolean; now: Date },
): Promise<SaveRow> {
  const limit = input.limit;
  const result = await db.execute(sql`select outcome, retry_after_seconds, stored from save_draft(
    ${input.userId}, ${input.formType}, ${input.entitlementId}, ${input.bankVersion}, ${sealedDraft.sealed},
    ${sealedDraft.answeredCount}::integer, ${input.writerId}, ${input.writerSeq}::integer, ${sealedDraft.flagged}::boolean,
    ${sealedDraft.now.toISOString()}::timestamptz, ${limit?.key ?? null}, ${limit?.limit ?? 0}::integer, ${limit?.windowMs ?? 0}::integer)`);
  // Both drivers answer { rows } (node-postgres and PGlite); Drizzle types it per driver.
  const row = (result as unknown as { rows: SaveRow[] }).rows[0];
  if (!row) throw new Error("save_draft returned no row");
  return row;
}

function resultOf(row: SaveRow, now: Date): SaveDraftResult {
  if (row.outcome === "limited") return { outcome: "limited", retryAfterSeconds: Number(row.retry_after_seconds) };
  if (row.outcome === "saved") return { outcome: "saved", savedAt: now };
  return { outcome: row.outcome };
}
